how
  stderr checked against an independent rendering:
    /usr/bin/python3 tests/tools/show-work.py weights -p 6 --name '<stdin>' '[0.7071067811865475,0.7071067811865475;0.7071067811865475,-0.7071067811865475]'
  (Python floats and math; layout rebuilt from the manual).
cmd
  $ATTN scores -q Q.csv -k K.csv | $ATTN weights --show-work -p 6
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
stdout
  0.5,0.5
  0.80443,0.19557
stderr
  row 0 (<stdin> line 1)
    scores         [0.707107, 0.707107]
    row max        0.707107
    exp(s - max)   [exp(0), exp(0)]
                   = [1, 1]
    sum            1 + 1 = 2
    weights        [1, 1] / 2
                   = [0.5, 0.5]
  row 1 (<stdin> line 2)
    scores         [0.707107, -0.707107]
    row max        0.707107
    exp(s - max)   [exp(0), exp(-1.41421)]
                   = [1, 0.243117]
    sum            1 + 0.243117 = 1.24312
    weights        [1, 0.243117] / 1.24312
                   = [0.80443, 0.19557]
