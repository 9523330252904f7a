cmd
  $ATTN rank in.csv
file in.csv
  1,2
  3,0x10
stdout
  1,0
stderr
  attn rank: in.csv:2: field 2, '0x10', is not a number (hexadecimal: attn reads decimal numbers, 16 or 0.1875)
status 1
