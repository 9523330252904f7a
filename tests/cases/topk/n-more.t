cmd
  $ATTN topk -n 9 '[3,5,5,1]'
stdout
  1,2,0,3
