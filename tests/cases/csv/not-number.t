cmd
  $ATTN rank --values in.csv
file in.csv
  1,2
  3,"1,000"
stdout
  2,1
stderr
  attn rank: in.csv:2: field 2, '1,000', is not a number (numbers are read in the C locale: a decimal point and no thousands separator, 1.5 or 1000)
status 1
