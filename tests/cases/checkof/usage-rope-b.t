cmd
  $ATTN check --of rope -x '[1,2]' -b '[1]' '[1]'
stderr
  attn check: -b is for --of scores, weights, attend, grad and project, not --of rope (see attn check --help)
status 2
