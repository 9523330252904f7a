cmd
  $ATTN rank
stdin
  0x1p3,1
stderr
  attn rank: <stdin>:1: field 1, '0x1p3', is not a number (try --header)
status 1
