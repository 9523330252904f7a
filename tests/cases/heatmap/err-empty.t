cmd
  $ATTN heatmap
stdin
stderr
  attn heatmap: <stdin>: no data rows (the input needs at least one)
status 1
