cmd
  $ATTN check '[1;2]' '[1]'
stdout
  shapes differ: expected 2x1, got 1x1
status 1
