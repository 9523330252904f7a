cmd
  $ATTN rope '[1,2]' '[3,4]'
stderr
  attn rope: unexpected operand '[3,4]' (see attn rope --help)
status 2
