how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
cmd
  $ATTN rope '[1,2,3,4;1,2,3,4;0.5,-1,2,-0.25]'
stdout
  1,2,3,4
  -1.9841106485555497,1.959900667496664,2.4623779024123156,4.019799668334994
  -2.0266682719249345,-0.9948003399932445,-0.3776449596814439,-0.26994866835997755
