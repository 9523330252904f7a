how
  stderr checked against an independent rendering:
    /usr/bin/python3 tests/tools/show-work.py weights --fixed 2 --name '<stdin>' '[0,0,0,0,0,0,0,0,0]'
  (Python floats and math; layout rebuilt from the manual).
cmd
  $ATTN weights --show-work --fixed 2
stdin
  0,0,0,0,0,0,0,0,0
stdout
  0.11,0.11,0.11,0.11,0.11,0.11,0.11,0.11,0.11
stderr
  row 0 (<stdin> line 1)
    scores         [0.00, 0.00, 0.00, 0.00, 0.00, 0.00, 0.00, 0.00, 0.00]
    row max        0.00
    exp(s - max)   [1.00, 1.00, 1.00, 1.00, 1.00, 1.00, 1.00, 1.00, 1.00]
    sum            9.00
    weights        exp(s - max) / sum = [0.11, 0.11, 0.11, 0.11, 0.11, 0.11, 0.11, 0.11, 0.11]
