cmd
  $ATTN topk -n 2 --pairs --one-based '[3,5,5,1]'
stdout
  2,5,3,5
