cmd
  $ATTN check --stats '[1,2]' '[1;2]'
stdout
  shapes differ: expected 1x2, got 2x1
status 1
