cmd
  $ATTN topk -n 2 --values '[0.5,-inf,2.5,nan]'
stdout
  2.5,0.5
