how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
cmd
  $ATTN rope --positions '[0;0;1;0;1;2]' -p 4 '[1,0;1,0;1,0;1,0;1,0;1,0]'
stdout
  1,0
  1,0
  0.5403,0.8415
  1,0
  0.5403,0.8415
  -0.4161,0.9093
