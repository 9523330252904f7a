cmd
  $ATTN topk -n 2 --values -p 3 '[3.14159,2.71828]'
stdout
  3.14,2.72
