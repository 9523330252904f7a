how
  stderr checked against an independent rendering:
    /usr/bin/python3 tests/tools/show-work.py scores --no-scale --causal '[1,0;0,1]' '[1,1;1,-1]'
  (Python floats and math; layout rebuilt from the manual).
cmd
  $ATTN scores --show-work -q '[1,0;0,1]' -k '[1,1;1,-1]' --no-scale --causal
stdout
  1,-inf
  1,-1
stderr
  row 0 (<literal> line 1): q = [1, 0]
    dot products   q.k0 = 1*1 + 0*1 = 1
                   q.k1 = masked (-inf)
    scale          none (--no-scale)
    scores         [1, -inf]
  row 1 (<literal> line 2): q = [0, 1]
    dot products   q.k0 = 0*1 + 1*1 = 1
                   q.k1 = 0*1 + 1*(-1) = -1
    scale          none (--no-scale)
    scores         [1, -1]
