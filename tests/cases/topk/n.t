cmd
  $ATTN topk -n 2 '[1,3,2;5,4,6]'
stdout
  1,2
  2,0
