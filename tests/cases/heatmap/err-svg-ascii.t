cmd
  $ATTN heatmap --svg --ascii "[1]"
stderr
  attn heatmap: --svg and --ascii (or --color=never) exclude each other (see attn heatmap --help)
status 2
