cmd
  $ATTN rank --values in.csv
file in.csv
  # c
  1,2

  # c
  x,4
stdout
  2,1
stderr
  attn rank: in.csv:5: field 1, 'x', is not a number
status 1
