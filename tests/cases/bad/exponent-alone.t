cmd
  $ATTN rank
stdin
  1,e5
stderr
  attn rank: <stdin>:1: field 2, 'e5', is not a number
status 1
