cmd
  $ATTN rank in.csv
file in.csv
  0x1.8p+1,2
stderr
  attn rank: in.csv:1: field 1, '0x1.8p+1', is not a number (hexadecimal: attn reads decimal numbers, 16 or 0.1875)
status 1
