cmd
  $ATTN rank in.csv
file in.csv
  1,2
  3,1_000
stdout
  1,0
stderr
  attn rank: in.csv:2: field 2, '1_000', is not a number
status 1
