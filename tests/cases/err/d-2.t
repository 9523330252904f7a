cmd
  $ATTN weights -d '#' '[1]'
stderr
  attn weights: -d cannot be '#': it starts comment lines (see attn weights --help)
status 2
