how
  stderr checked against an independent rendering:
    /usr/bin/python3 tests/tools/show-work.py weights --name '<stdin>' '[1,1]'
  (Python floats and math; layout rebuilt from the manual).
cmd
  $ATTN weights --show-work
stdin
  1,1
stdout
  0.5,0.5
stderr
  row 0 (<stdin> line 1)
    scores         [1, 1]
    row max        1
    exp(s - max)   [exp(0), exp(0)]
                   = [1, 1]
    sum            1 + 1 = 2
    weights        [1, 1] / 2
                   = [0.5, 0.5]
