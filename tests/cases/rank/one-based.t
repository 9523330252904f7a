cmd
  $ATTN rank --one-based '[nan,-inf,1]'
stdout
  3,2,1
