cmd
  $ATTN rank in.csv
file in.csv
  1,2
  3,1 2
stdout
  1,0
stderr
  attn rank: in.csv:2: field 2, '1 2', is not a number (try -d ' ')
status 1
