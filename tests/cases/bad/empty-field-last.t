cmd
  $ATTN rank e.csv
file e.csv
  1,2
  3,4,
stdout
  1,0
stderr
  attn rank: e.csv:2: field 3 is empty
status 1
