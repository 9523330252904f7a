cmd
  $ATTN check '[1,2;3,4]' '[1,2]'
stdout
  shapes differ: expected 2x2, got 1x2
status 1
