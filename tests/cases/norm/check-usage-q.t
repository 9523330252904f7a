cmd
  $ATTN check --of norm -x '[1]' -q '[1]' '[1]'
stderr
  attn check: -q is for --of scores, weights, attend and grad, not --of norm (see attn check --help)
status 2
