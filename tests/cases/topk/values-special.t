cmd
  $ATTN topk -n 3 --values '[nan,-inf,-0]'
stdout
  -0,-inf,nan
