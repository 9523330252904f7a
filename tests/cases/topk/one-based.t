cmd
  $ATTN topk -n 2 --one-based '[0.5,-inf,2.5,nan]'
stdout
  3,1
