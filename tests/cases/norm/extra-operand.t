cmd
  $ATTN norm '[1]' '[2]'
stderr
  attn norm: unexpected operand '[2]' (see attn norm --help)
status 2
