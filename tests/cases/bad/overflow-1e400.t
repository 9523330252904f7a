cmd
  $ATTN rank
stdin
  1,1e400
stderr
  attn rank: <stdin>:1: field 2, '1e400', is too large for a double
status 1
