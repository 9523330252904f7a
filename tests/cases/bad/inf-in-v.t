cmd
  $ATTN apply -v v.csv '[0.5,0.5]'
file v.csv
  1
  Infinity
stderr
  attn apply: v.csv:2: field 1 is 'Infinity'; V must be finite
status 1
