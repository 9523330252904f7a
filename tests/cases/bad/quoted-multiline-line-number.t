cmd
  $ATTN rank q.csv
file q.csv
  1,"
  2"
  3,x
stderr
  attn rank: q.csv:1: field 2, '\x0a2', is not a number
status 1
