cmd
  $ATTN rank in.csv
file in.csv
  -1e309
stderr
  attn rank: in.csv:1: field 1, '-1e309', is too large for a double
status 1
