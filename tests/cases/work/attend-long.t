how
  stderr checked against an independent rendering:
    /usr/bin/python3 tests/tools/show-work.py attend -p 4 '[1,0,0,0,0,0,0,0,0]' '[1,0,0,0,0,0,0,0,0;0,1,0,0,0,0,0,0,0]' '[1;2]'
  (Python floats and math; layout rebuilt from the manual).
cmd
  $ATTN attend --show-work -p 4 -q '[1,0,0,0,0,0,0,0,0]' -k '[1,0,0,0,0,0,0,0,0;0,1,0,0,0,0,0,0,0]' -v '[1;2]'
stdout
  1.417
stderr
  row 0 (<literal> line 1): q = [1, 0, 0, 0, 0, 0, 0, 0, 0]
    dot products   q.k0 = 1
                   q.k1 = 0
    scale          divide by sqrt(d_k) = sqrt(9) = 3
    scores         [1, 0] / 3
                   = [0.3333, 0]
    row max        0.3333
    exp(s - max)   [exp(0), exp(-0.3333)]
                   = [1, 0.7165]
    sum            1 + 0.7165 = 1.717
    weights        [1, 0.7165] / 1.717
                   = [0.5826, 0.4174]
    output         0.5826*[1] + 0.4174*[2]
                   = [1.417]
