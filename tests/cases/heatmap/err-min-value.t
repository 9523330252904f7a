cmd
  $ATTN heatmap --max inf "[1]"
stderr
  attn heatmap: --max takes a finite number, not 'inf' (see attn heatmap --help)
status 2
