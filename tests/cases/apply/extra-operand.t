cmd
  $ATTN apply -v '[1]' '[1]' '[1]'
stderr
  attn apply: unexpected operand '[1]' (see attn apply --help)
status 2
