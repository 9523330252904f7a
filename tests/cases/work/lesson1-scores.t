how
  stderr checked against an independent rendering:
    /usr/bin/python3 tests/tools/show-work.py scores -p 6 --name Q.csv '[1,0;0,1]' '[1,1;1,-1]'
  (Python floats and math; layout rebuilt from the manual).
cmd
  $ATTN scores -q Q.csv -k K.csv --show-work -p 6
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
stdout
  0.707107,0.707107
  0.707107,-0.707107
stderr
  row 0 (Q.csv line 1): q = [1, 0]
    dot products   q.k0 = 1*1 + 0*1 = 1
                   q.k1 = 1*1 + 0*(-1) = 1
    scale          divide by sqrt(d_k) = sqrt(2) = 1.41421
    scores         [1, 1] / 1.41421
                   = [0.707107, 0.707107]
  row 1 (Q.csv line 2): q = [0, 1]
    dot products   q.k0 = 0*1 + 1*1 = 1
                   q.k1 = 0*1 + 1*(-1) = -1
    scale          divide by sqrt(d_k) = sqrt(2) = 1.41421
    scores         [1, -1] / 1.41421
                   = [0.707107, -0.707107]
