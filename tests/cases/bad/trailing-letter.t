cmd
  $ATTN rank
stdin
  1,2x
stderr
  attn rank: <stdin>:1: field 2, '2x', is not a number
status 1
