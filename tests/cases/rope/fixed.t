how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
cmd
  $ATTN rope --fixed 6 '[1,2,3,4;1,2,3,4;0.5,-1,2,-0.25]'
stdout
  1.000000,2.000000,3.000000,4.000000
  -1.984111,1.959901,2.462378,4.019800
  -2.026668,-0.994800,-0.377645,-0.269949
