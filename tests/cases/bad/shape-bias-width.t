cmd
  $ATTN scores --bias b.csv -q '[1]' -k '[1;2]'
file b.csv
  0
stderr
  attn scores: b.csv:1: the bias row has 1 field, but the scores have 2
status 1
