cmd
  printf '1\0002,3\n' | $ATTN rank
stderr
  attn rank: <stdin>:1: field 1, '1\x002', is not a number (a NUL byte: is this a text file?)
status 1
