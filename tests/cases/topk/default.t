cmd
  $ATTN topk '[1,3,2;5,4,6]'
stdout
  1
  2
