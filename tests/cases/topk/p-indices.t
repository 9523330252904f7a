cmd
  $ATTN topk -n 2 -p 1 '[10,20]'
stdout
  1,0
