cmd
  printf '"1.5","2.25"\n' | head -c 9 | $ATTN rank
stderr
  attn rank: <stdin>:1: unterminated quoted field
status 1
