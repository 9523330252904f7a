how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  At p = 1 both outputs stay below the largest double.
cmd
  $ATTN rope '[1,1;1e308,-1e308]'
stdout
  1,1
  1.3817732906760362e+308,3.011686789397568e+307
