how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The frequencies are Hugging Face's rope_scaling formulas
  (modeling_rope_utils) in mpmath's real numbers (tests/lib/rotary.py).
  The working's numbers are the real ones rounded once.
cmd
  $ATTN rope --scaling yarn --factor 32 --original-max 4096 --offset 100 --show-work -p 6 X.csv
file X.csv
  1.0,2.0,3.0,4.0,0.5,-1.0,2.0,-0.25
stdout
  1.50211,-2.99231,2.18656,5.38732,-0.101271,-0.335257,4.3349,-0.31981
stderr
  row 0 (X.csv line 1)
    x              [1, 2, 3, 4, 0.5, -1, 2, -0.25]
    position       0 + 100 = 100
    attention      cos and sin times 1.34657
    pair 0         theta = 10000^(-2*0/8)*1 = 1
                   angle = 100*1 = 100, mod 2pi = 5.75222
                   cos = 1.16118, sin = -0.681859
    pair 1         theta = 10000^(-2*1/8)*1 = 0.1
                   angle = 100*0.1 = 10, mod 2pi = 3.71681
                   cos = -1.12987, sin = -0.732564
    pair 2         theta = 10000^(-2*2/8)*0.515625 = 0.00515625
                   angle = 100*0.00515625 = 0.515625, mod 2pi = 0.515625
                   cos = 1.1715, sin = 0.663967
    pair 3         theta = 10000^(-2*3/8)*0.03125 = 3.125e-05
                   angle = 100*3.125e-05 = 0.003125, mod 2pi = 0.003125
                   cos = 1.34657, sin = 0.00420804
    columns 0, 4   1*1.16118 - 0.5*(-0.681859) = 1.50211
                   1*(-0.681859) + 0.5*1.16118 = -0.101271
    columns 1, 5   2*(-1.12987) - (-1)*(-0.732564) = -2.99231
                   2*(-0.732564) + (-1)*(-1.12987) = -0.335257
    columns 2, 6   3*1.1715 - 2*0.663967 = 2.18656
                   3*0.663967 + 2*1.1715 = 4.3349
    columns 3, 7   4*1.34657 - (-0.25)*0.00420804 = 5.38732
                   4*0.00420804 + (-0.25)*1.34657 = -0.31981
    output         [1.50211, -2.99231, 2.18656, 5.38732, -0.101271, -0.335257, 4.3349, -0.31981]
