cmd
  $ATTN rank
stdin
  1,-
stderr
  attn rank: <stdin>:1: field 2, '-', is not a number
status 1
