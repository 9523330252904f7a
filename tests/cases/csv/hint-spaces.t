cmd
  $ATTN rank in.csv
file in.csv
  1.000000000000000000e+00 2.5e-01
stderr
  attn rank: in.csv:1: field 1, '1.000000000000000000e+00 2.5e-01', is not a number (try -d ' ')
status 1
