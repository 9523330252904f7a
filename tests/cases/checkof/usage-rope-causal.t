cmd
  $ATTN check --of rope -x '[1,2]' --offset 1 --causal '[1]'
stderr
  attn check: --causal is for --of scores, weights, attend and grad, not --of rope (see attn check --help)
status 2
