cmd
  $ATTN rank '[1]' '[2]'
stderr
  attn rank: unexpected operand '[2]' (see attn rank --help)
status 2
