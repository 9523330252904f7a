cmd
  $ATTN heatmap --color=yes "[1]"
stderr
  attn heatmap: --color takes =auto, =always or =never, not 'yes' (see attn heatmap --help)
status 2
