cmd
  $ATTN rank a b
stderr
  attn rank: unexpected operand 'b' (see attn rank --help)
status 2
