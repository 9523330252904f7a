cmd
  $ATTN rank
stdin
  1,2
  0x10,1
stdout
  1,0
stderr
  attn rank: <stdin>:2: field 1, '0x10', is not a number (hexadecimal: attn reads decimal numbers, 16 or 0.1875)
status 1
