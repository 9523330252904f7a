cmd
  $ATTN weights '[5;-1e308;0]'
stdout
  1
  1
  1
