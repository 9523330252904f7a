how
  The dot product 2e308 is beyond a double, the score 2e308/sqrt(2)
  is not: mpmath float(mpf(1e154)**2*2/sqrt(2)).  attn(1): only a score
  that overflows is an error.
cmd
  $ATTN scores -q '[1e154,1e154]' -k '[1e154,1e154]'
stdout
  1.4142135623730951e+308
