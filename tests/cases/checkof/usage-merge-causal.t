cmd
  $ATTN check --of merge --causal '[1,0]' '[1,0]' '[1]'
stderr
  attn check: --causal is for --of scores, weights, attend and grad, not --of merge (see attn check --help)
status 2
