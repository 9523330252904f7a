how
  stderr checked against an independent rendering:
    /usr/bin/python3 tests/tools/show-work.py attend -p 6 '[1,0]' '[1,0;0,1]' '[2,0;0,2]'
  (Python floats and math; layout rebuilt from the manual).
cmd
  mkdir d && $ATTN attend -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' -p 6 --show-work -o d/O.csv
after
  cat d/O.csv
stdout
  1.33952,0.660477
stderr
  row 0 (<literal> line 1): q = [1, 0]
    dot products   q.k0 = 1*1 + 0*0 = 1
                   q.k1 = 1*0 + 0*1 = 0
    scale          divide by sqrt(d_k) = sqrt(2) = 1.41421
    scores         [1, 0] / 1.41421
                   = [0.707107, 0]
    row max        0.707107
    exp(s - max)   [exp(0), exp(-0.707107)]
                   = [1, 0.493069]
    sum            1 + 0.493069 = 1.49307
    weights        [1, 0.493069] / 1.49307
                   = [0.669762, 0.330238]
    output         0.669762*[2, 0] + 0.330238*[0, 2]
                   = [1.33952, 0.660477]
