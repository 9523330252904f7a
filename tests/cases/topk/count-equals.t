cmd
  $ATTN topk --count=3 '[1,3,2]'
stdout
  1,2,0
