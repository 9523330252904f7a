cmd
  $ATTN check --of project -w '[1]' -x '[1]' -q '[1]' '[1]'
stderr
  attn check: -q is for --of scores, weights, attend and grad, not --of project (see attn check --help)
status 2
