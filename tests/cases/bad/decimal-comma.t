cmd
  $ATTN weights -d ';' in.csv
file in.csv
  1;2,5
stderr
  attn weights: in.csv:1: field 2, '2,5', is not a number (numbers are read in the C locale: a decimal point and no thousands separator, 1.5 or 1000)
status 1
