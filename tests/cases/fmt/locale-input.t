cmd
  LC_ALL=de_DE.UTF-8 $ATTN rank -d ';' in.csv
file in.csv
  0,5;1
stderr
  attn rank: in.csv:1: field 1, '0,5', is not a number (numbers are read in the C locale: a decimal point and no thousands separator, 1.5 or 1000)
status 1
