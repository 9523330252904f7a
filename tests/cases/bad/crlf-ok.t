cmd
  printf '1,2\r\n4,3\r\n' | $ATTN rank
stdout
  1,0
  0,1
