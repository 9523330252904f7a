cmd
  printf '\001\002\377\376,\n' | $ATTN rank
stderr
  attn rank: <stdin>:1: field 1, '\x01\x02\xff\xfe', is not a number (a control byte: is this a text file?)
status 1
