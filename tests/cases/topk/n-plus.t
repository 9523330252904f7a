cmd
  $ATTN topk -n +2 '[1,2]'
stdout
  1,0
