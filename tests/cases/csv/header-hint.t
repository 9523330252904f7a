cmd
  $ATTN rank --values in.csv
file in.csv
  a,b
  1,2
stderr
  attn rank: in.csv:1: field 1, 'a', is not a number (try --header)
status 1
