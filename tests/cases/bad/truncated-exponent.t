cmd
  printf '1,2\n1.5e+10,2\n' | head -c 9 | $ATTN rank
stdout
  1,0
stderr
  attn rank: <stdin>:2: field 1, '1.5e+', is not a number
status 1
