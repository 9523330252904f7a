how
  stderr checked against an independent rendering:
    /usr/bin/python3 tests/tools/show-work.py weights --causal --offset -1 --masked-rows uniform --name '<stdin>' '[1,2;3,4]'
  (Python floats and math; layout rebuilt from the manual).
cmd
  $ATTN weights --show-work --causal --offset -1 --masked-rows uniform
stdin
  1,2
  3,4
stdout
  0.5,0.5
  1,0
stderr
  row 0 (<stdin> line 1)
    scores         [1, 2]
    masked         [-inf, -inf]   by --causal
    weights        every key is masked; --masked-rows uniform:
                   = [0.5, 0.5]
  row 1 (<stdin> line 2)
    scores         [3, 4]
    masked         [3, -inf]   by --causal
    row max        3
    exp(s - max)   [exp(0), 0]
                   = [1, 0]
    sum            1 + 0 = 1
    weights        [1, 0] / 1
                   = [1, 0]
