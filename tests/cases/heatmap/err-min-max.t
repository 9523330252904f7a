cmd
  $ATTN heatmap --min 1 --max 1 "[1]"
stderr
  attn heatmap: --min must be less than --max (see attn heatmap --help)
status 2
