cmd
  $ATTN topk --count 2 '[1,3,2]'
stdout
  1,2
