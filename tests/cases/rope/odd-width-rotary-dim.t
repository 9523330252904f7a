how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
cmd
  $ATTN rope --rotary-dim 2 '[1,2,3;4,5,6]'
stdout
  1,2,3
  -2.0461457005669237,6.067395468572284,6
