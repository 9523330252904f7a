cmd
  $ATTN check --of merge --factor 2 '[1,0]' '[1,0]' '[1]'
stderr
  attn check: --factor is for --of scores, weights, attend, apply, grad and rope, not --of merge (see attn check --help)
status 2
