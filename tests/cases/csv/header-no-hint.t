cmd
  $ATTN rank -H in.csv
file in.csv
  a,b
  1,2
  x,y
stdout
  1,0
stderr
  attn rank: in.csv:3: field 1, 'x', is not a number
status 1
