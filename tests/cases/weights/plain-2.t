how
  float(exp(s - max) / sum) per entry, mpmath at 400 bits
cmd
  $ATTN weights '[0.1,0.2]'
stdout
  0.47502081252106,0.52497918747894
