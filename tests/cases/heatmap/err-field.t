cmd
  $ATTN heatmap m.csv
file m.csv
  1,2
  3,x
stderr
  attn heatmap: m.csv:2: field 2, 'x', is not a number
status 1
