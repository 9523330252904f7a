how
  stderr checked against an independent rendering:
    /usr/bin/python3 tests/tools/show-work.py scores --scale -0.5 --bias '[0,1;-inf,2]' '[1,0;0,1]' '[1,1;1,-1]'
  (Python floats and math; layout rebuilt from the manual).
cmd
  $ATTN scores --show-work -q '[1,0;0,1]' -k '[1,1;1,-1]' --scale -0.5 --bias '[0,1;-inf,2]'
stdout
  -0.5,0.5
  -inf,2.5
stderr
  row 0 (<literal> line 1): q = [1, 0]
    dot products   q.k0 = 1*1 + 0*1 = 1
                   q.k1 = 1*1 + 0*(-1) = 1
    scale          multiply by -0.5 (--scale)
    scaled         [1, 1] * (-0.5)
                   = [-0.5, -0.5]
    + bias         + [0, 1]
                   = [-0.5, 0.5]
  row 1 (<literal> line 2): q = [0, 1]
    dot products   q.k0 = masked (-inf)
                   q.k1 = 0*1 + 1*(-1) = -1
    scale          multiply by -0.5 (--scale)
    scaled         [masked, -1] * (-0.5)
                   = [-inf, 0.5]
    + bias         + [-inf, 2]
                   = [-inf, 2.5]
