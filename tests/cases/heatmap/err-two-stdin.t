cmd
  $ATTN heatmap --labels-q -
stderr
  attn heatmap: only one operand can be read from stdin (see attn heatmap --help)
status 2
