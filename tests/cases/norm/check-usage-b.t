cmd
  $ATTN check --of norm -x '[1]' -b '[1]' '[1]'
stderr
  attn check: -b is for --of scores, weights, attend, grad and project, not --of norm (see attn check --help)
status 2
