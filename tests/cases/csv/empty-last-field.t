cmd
  $ATTN rank --values in.csv
file in.csv
  1,2,
stderr
  attn rank: in.csv:1: field 3 is empty
status 1
