cmd
  $ATTN check --of norm -x '[1]' --causal '[1]'
stderr
  attn check: --causal is for --of scores, weights, attend and grad, not --of norm (see attn check --help)
status 2
