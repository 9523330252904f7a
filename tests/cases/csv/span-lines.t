cmd
  $ATTN rank --values in.csv
file in.csv
  1,2
  "3
  4",5
stdout
  2,1
stderr
  attn rank: in.csv:2: field 1, '3\x0a4', is not a number
status 1
