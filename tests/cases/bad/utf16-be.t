cmd
  printf '\376\377\0001\000\n' | $ATTN scores -k '[1]'
stderr
  attn scores: <stdin>:1: looks like UTF-16 (it starts with the byte-order mark FE FF); attn reads UTF-8: convert it with iconv -f UTF-16 -t UTF-8
status 1
