cmd
  $ATTN heatmap a.csv b.csv
stderr
  attn heatmap: unexpected operand 'b.csv' (see attn heatmap --help)
status 2
