cmd
  $ATTN weights -t
stdin
  0,5	0
stderr
  attn weights: <stdin>:1: field 1, '0,5', is not a number (numbers are read in the C locale: a decimal point and no thousands separator, 1.5 or 1000)
status 1
