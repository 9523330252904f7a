cmd
  $ATTN rank '[42]'
stdout
  0
