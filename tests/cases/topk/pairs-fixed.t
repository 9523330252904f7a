cmd
  $ATTN topk -n 2 --pairs --fixed 1 '[3.14159,2.71828]'
stdout
  0,3.1,1,2.7
