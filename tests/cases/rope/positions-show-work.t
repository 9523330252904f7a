how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
cmd
  $ATTN rope --positions '[5]' --show-work -p 4 X.csv
file X.csv
  1.0,2.0,3.0,4.0
stdout
  3.16,1.798,-0.1079,4.095
stderr
  row 0 (X.csv line 1)
    x              [1, 2, 3, 4]
    position       given by --positions: 5
    pair 0         theta = 10000^(-2*0/4) = 1
                   angle = 5*1 = 5, mod 2pi = 5
                   cos = 0.2837, sin = -0.9589
    pair 1         theta = 10000^(-2*1/4) = 0.01
                   angle = 5*0.01 = 0.05, mod 2pi = 0.05
                   cos = 0.9988, sin = 0.04998
    columns 0, 2   1*0.2837 - 3*(-0.9589) = 3.16
                   1*(-0.9589) + 3*0.2837 = -0.1079
    columns 1, 3   2*0.9988 - 4*0.04998 = 1.798
                   2*0.04998 + 4*0.9988 = 4.095
    output         [3.16, 1.798, -0.1079, 4.095]
