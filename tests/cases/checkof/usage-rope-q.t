cmd
  $ATTN check --of rope -x '[1,2]' -q '[1]' '[1]'
stderr
  attn check: -q is for --of scores, weights, attend and grad, not --of rope (see attn check --help)
status 2
