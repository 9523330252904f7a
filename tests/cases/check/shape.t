cmd
  $ATTN check '[1,2;3,4]' '[1,2,3;4,5,6]'
stdout
  shapes differ: expected 2x2, got 2x3
status 1
