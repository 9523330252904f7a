cmd
  $ATTN rank q.csv
file q.csv
  1,2
  3,"4
  5,6
stdout
  1,0
stderr
  attn rank: q.csv:2: unterminated quoted field
status 1
