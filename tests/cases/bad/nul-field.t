cmd
  printf '1,\000\n' | $ATTN rank
stderr
  attn rank: <stdin>:1: field 2, '\x00', is not a number (a NUL byte: is this a text file?)
status 1
