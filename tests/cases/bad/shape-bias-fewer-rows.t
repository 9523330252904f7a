cmd
  $ATTN attend --bias b.csv -q '[1;1]' -k '[1]' -v '[2]'
file b.csv
  0
stdout
  2
stderr
  attn attend: b.csv:2: the bias has 1 row, fewer than the scores
status 1
