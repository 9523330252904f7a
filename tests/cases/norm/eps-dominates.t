how
  E = 1e-600 + 1e-600*4 + 2e300: the squares, far below a double's
  range, are kept; the quotient is about 1e-450: 0.
cmd
  $ATTN norm --eps 1e300 '[1e-300,2e-300]'
stdout
  0,0
