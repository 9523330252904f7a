cmd
  $ATTN rank q.csv
file q.csv
  "1","2"
  " 3 ",x
stdout
  1,0
stderr
  attn rank: q.csv:2: field 2, 'x', is not a number
status 1
