how
  The second score is log(3) rounded to a double; float(exp(s - max) / sum) per entry, mpmath at 400 bits
cmd
  $ATTN weights '[0,1.0986122886681098]'
stdout
  0.24999999999999997,0.75
