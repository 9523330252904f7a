how
  stderr checked against an independent rendering:
    /usr/bin/python3 tests/tools/show-work.py attend --fixed 3 --causal --name Q.csv '[1,0;0,1;1,1]' '[1,1;1,-1;0,2]' '[1,2;3,4;5,6]'
  (Python floats and math; layout rebuilt from the manual).
  Each row's working comes before its result row (stdout is flushed per row under --show-work). Row 1: 0.804*[1,2] + 0.196*[3,4] = [1.391, 2.391].
cmd
  $ATTN attend -q Q.csv -k K.csv -v V.csv --fixed 3 --causal --show-work 2>&1
file K.csv
  1,1
  1,-1
  0,2
file Q.csv
  1,0
  0,1
  1,1
file V.csv
  1,2
  3,4
  5,6
stdout
  row 0 (Q.csv line 1): q = [1.000, 0.000]
    dot products   q.k0 = 1.000*1.000 + 0.000*1.000 = 1.000
                   q.k1 = masked (-inf)
                   q.k2 = masked (-inf)
    scale          divide by sqrt(d_k) = sqrt(2) = 1.414
    scores         [1.000, masked, masked] / 1.414
                   = [0.707, -inf, -inf]
    row max        0.707
    exp(s - max)   [exp(0.000), 0, 0]
                   = [1.000, 0.000, 0.000]
    sum            1.000 + 0.000 + 0.000 = 1.000
    weights        [1.000, 0.000, 0.000] / 1.000
                   = [1.000, 0.000, 0.000]
    output         1.000*[1.000, 2.000] + 0.000*[3.000, 4.000] + 0.000*[5.000, 6.000]
                   = [1.000, 2.000]
  1.000,2.000
  row 1 (Q.csv line 2): q = [0.000, 1.000]
    dot products   q.k0 = 0.000*1.000 + 1.000*1.000 = 1.000
                   q.k1 = 0.000*1.000 + 1.000*(-1.000) = -1.000
                   q.k2 = masked (-inf)
    scale          divide by sqrt(d_k) = sqrt(2) = 1.414
    scores         [1.000, -1.000, masked] / 1.414
                   = [0.707, -0.707, -inf]
    row max        0.707
    exp(s - max)   [exp(0.000), exp(-1.414), 0]
                   = [1.000, 0.243, 0.000]
    sum            1.000 + 0.243 + 0.000 = 1.243
    weights        [1.000, 0.243, 0.000] / 1.243
                   = [0.804, 0.196, 0.000]
    output         0.804*[1.000, 2.000] + 0.196*[3.000, 4.000] + 0.000*[5.000, 6.000]
                   = [1.391, 2.391]
  1.391,2.391
  row 2 (Q.csv line 3): q = [1.000, 1.000]
    dot products   q.k0 = 1.000*1.000 + 1.000*1.000 = 2.000
                   q.k1 = 1.000*1.000 + 1.000*(-1.000) = 0.000
                   q.k2 = 1.000*0.000 + 1.000*2.000 = 2.000
    scale          divide by sqrt(d_k) = sqrt(2) = 1.414
    scores         [2.000, 0.000, 2.000] / 1.414
                   = [1.414, 0.000, 1.414]
    row max        1.414
    exp(s - max)   [exp(0.000), exp(-1.414), exp(0.000)]
                   = [1.000, 0.243, 1.000]
    sum            1.000 + 0.243 + 1.000 = 2.243
    weights        [1.000, 0.243, 1.000] / 2.243
                   = [0.446, 0.108, 0.446]
    output         0.446*[1.000, 2.000] + 0.108*[3.000, 4.000] + 0.446*[5.000, 6.000]
                   = [3.000, 4.000]
  3.000,4.000
