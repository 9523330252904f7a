cmd
  $ATTN topk -n 4 '[nan,-inf,-1e308,-inf]'
stdout
  2,1,3,0
