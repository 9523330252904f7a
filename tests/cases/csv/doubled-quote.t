cmd
  $ATTN rank --values in.csv
file in.csv
  1,"4""5"
stderr
  attn rank: in.csv:1: field 2, '4"5', is not a number
status 1
