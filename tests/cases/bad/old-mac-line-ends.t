cmd
  printf '1,2\r3,4\r' | $ATTN rank
stderr
  attn rank: <stdin>:1: carriage return in the middle of a line
status 1
