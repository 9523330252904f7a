cmd
  $ATTN apply -v V.csv '[1]'
file V.csv
  1,inf
stderr
  attn apply: V.csv:1: field 2 is 'inf'; V must be finite
status 1
