cmd
  $ATTN rank
stdin
  0x1p3,1
stderr
  attn rank: <stdin>:1: field 1, '0x1p3', is not a number (hexadecimal: attn reads decimal numbers, 16 or 0.1875)
status 1
