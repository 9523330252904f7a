cmd
  $ATTN rank -H in.csv
file in.csv
  a,b
  x,1
stderr
  attn rank: in.csv:2: field 1, 'x', is not a number
status 1
