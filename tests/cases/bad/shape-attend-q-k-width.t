cmd
  $ATTN attend -q q.csv -k '[1,0]' -v '[1]'
file q.csv
  1
stderr
  attn attend: q.csv:1: row has 1 column, but K has 2 (d_k must match)
status 1
