cmd
  $ATTN check '[1]' '[1]' '[1]'
stderr
  attn check: unexpected operand '[1]' (see attn check --help)
status 2
