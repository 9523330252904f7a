cmd
  $ATTN rank --values in.csv
file in.csv escaped
  0,0
  1,2\r3,4
stdout
  0,0
stderr
  attn rank: in.csv:2: carriage return in the middle of a line
status 1
