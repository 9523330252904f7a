cmd
  $ATTN check --of project -w '[1]' -x '[1]' --causal '[1]'
stderr
  attn check: --causal is for --of scores, weights, attend and grad, not --of project (see attn check --help)
status 2
