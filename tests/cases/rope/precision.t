how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
cmd
  $ATTN rope -p 4 '[1,2,3,4;1,2,3,4;0.5,-1,2,-0.25]'
stdout
  1,2,3,4
  -1.984,1.96,2.462,4.02
  -2.027,-0.9948,-0.3776,-0.2699
