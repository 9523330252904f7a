cmd
  $ATTN check --of norm -x '[1]' --plus-one '[1]'
stderr
  attn check: --plus-one needs -w W, the weights (see attn check --help)
status 2
