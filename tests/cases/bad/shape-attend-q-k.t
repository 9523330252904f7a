cmd
  $ATTN attend -q q.csv -k '[1]' -v '[1]'
file q.csv
  1
  1,2
stdout
  1
stderr
  attn attend: q.csv:2: row has 2 fields, but the row on line 1 has 1 (ragged rows)
status 1
