cmd
  $ATTN topk
stdin
  1,2
  2,1
stdout
  1
  0
