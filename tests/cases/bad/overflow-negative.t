cmd
  $ATTN scores -q '[1]' -k k.csv
file k.csv
  1
  -2e308
stderr
  attn scores: k.csv:2: field 1, '-2e308', is too large for a double
status 1
