cmd
  $ATTN norm -u --l2 --eps 0
stdin
  2
  -3
stdout
  1
  -1
