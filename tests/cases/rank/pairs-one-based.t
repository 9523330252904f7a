cmd
  $ATTN rank --pairs --one-based '[0.25,0.75]'
stdout
  2,0.75,1,0.25
