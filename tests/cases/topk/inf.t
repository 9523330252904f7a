cmd
  $ATTN topk -n 2 '[1e308,inf,-inf,inf]'
stdout
  1,3
