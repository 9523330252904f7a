cmd
  $ATTN check --of project -w '[1]' -x '[1]' --offset 1 '[1]'
stderr
  attn check: --offset is for --of scores, weights, attend, grad and rope, not --of project (see attn check --help)
status 2
