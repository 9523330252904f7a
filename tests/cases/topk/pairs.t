cmd
  $ATTN topk -n 2 --pairs '[0.5,-inf,2.5,nan]'
stdout
  2,2.5,0,0.5
