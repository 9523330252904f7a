how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
cmd
  $ATTN rope --interleaved '[1,2,3,4;1,2,3,4;0.5,-1,2,-0.25]'
stdout
  1,2,3,4
  -1.1426396637476532,1.922075596544176,2.959850667913329,4.029799501669161
  0.7012240085521105,0.8707955499599832,2.0045996800064887,-0.2099526682799783
