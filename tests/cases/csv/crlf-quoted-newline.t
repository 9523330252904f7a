cmd
  $ATTN rank --values in.csv
file in.csv escaped
  1,"2\r
  "\r
stderr
  attn rank: in.csv:1: field 2, '2\x0d\x0a', is not a number
status 1
