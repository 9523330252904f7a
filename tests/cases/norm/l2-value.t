cmd
  $ATTN norm --l2=yes '[1]'
stderr
  attn norm: option '--l2' takes no value (see attn norm --help)
status 2
