how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The working's theta, angles, cos and sin are the real ones rounded once.
cmd
  $ATTN rope --heads 2 --rotary-dim 2 --inverse --segments '[3;3;4]' --show-work -p 6 X.csv
file X.csv
  1.0,-2.0,0.5,3.0,0.25,-1.0
  2.0,1.0,-1.0,0.5,4.0,2.0
  -1.0,3.0,1.0,2.0,-2.0,1.0
stdout
  1,-2,0.5,3,0.25,-1
  1.92208,-1.14264,-1,3.63604,1.74047,2
  -1,3,1,2,-2,1
stderr
  row 0 (X.csv line 1)
    x              [1, -2, 0.5, 3, 0.25, -1]
    position       0 + 0 - 0 (its segment's start) = 0
    pair 0         theta = 10000^(-2*0/2) = 1
                   angle = 0*1 = 0, mod 2pi = 0
                   cos = 1, sin = 0
    head           0 of 2
    columns 0, 1   1*1 - (-2)*0 = 1
                   1*0 + (-2)*1 = -2
    passed         [0.5]
    head           1 of 2
    columns 3, 4   3*1 - 0.25*0 = 3
                   3*0 + 0.25*1 = 0.25
    passed         [-1]
    output         [1, -2, 0.5, 3, 0.25, -1]
  row 1 (X.csv line 2)
    x              [2, 1, -1, 0.5, 4, 2]
    position       1 + 0 - 0 (its segment's start) = 1
    pair 0         theta = 10000^(-2*0/2) = 1
                   angle = (-1)*1 = -1, mod 2pi = 5.28319
                   cos = 0.540302, sin = -0.841471
    head           0 of 2
    columns 0, 1   2*0.540302 - 1*(-0.841471) = 1.92208
                   2*(-0.841471) + 1*0.540302 = -1.14264
    passed         [-1]
    head           1 of 2
    columns 3, 4   0.5*0.540302 - 4*(-0.841471) = 3.63604
                   0.5*(-0.841471) + 4*0.540302 = 1.74047
    passed         [2]
    output         [1.92208, -1.14264, -1, 3.63604, 1.74047, 2]
  row 2 (X.csv line 3)
    x              [-1, 3, 1, 2, -2, 1]
    position       2 + 0 - 2 (its segment's start) = 0
    pair 0         theta = 10000^(-2*0/2) = 1
                   angle = 0*1 = 0, mod 2pi = 0
                   cos = 1, sin = 0
    head           0 of 2
    columns 0, 1   (-1)*1 - 3*0 = -1
                   (-1)*0 + 3*1 = 3
    passed         [1]
    head           1 of 2
    columns 3, 4   2*1 - (-2)*0 = 2
                   2*0 + (-2)*1 = -2
    passed         [1]
    output         [-1, 3, 1, 2, -2, 1]
