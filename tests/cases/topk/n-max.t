cmd
  $ATTN topk -n 1000000000 '[1,2]'
stdout
  1,0
