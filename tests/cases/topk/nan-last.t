cmd
  $ATTN topk -n 3 '[nan,-1,nan,-2]'
stdout
  1,3,0
