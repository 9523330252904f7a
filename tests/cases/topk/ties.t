cmd
  $ATTN topk -n 3 '[2,7,7,2,7]'
stdout
  1,2,4
