cmd
  $ATTN rank in.csv
file in.csv
  a,b
  c,d
stderr
  attn rank: in.csv:1: field 1, 'a', is not a number
status 1
