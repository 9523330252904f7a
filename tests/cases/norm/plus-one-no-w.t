cmd
  $ATTN norm --plus-one '[1]'
stderr
  attn norm: --plus-one needs -w W, the weights (see attn norm --help)
status 2
