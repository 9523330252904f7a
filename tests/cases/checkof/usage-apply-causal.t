cmd
  $ATTN check --of apply -a '[1]' -v '[1]' --causal '[1]'
stderr
  attn check: --causal is for --of scores, weights, attend and grad, not --of apply (see attn check --help)
status 2
