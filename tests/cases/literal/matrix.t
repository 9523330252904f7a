cmd
  $ATTN rank --values '[1,0;0,1]'
stdout
  1,0
  1,0
