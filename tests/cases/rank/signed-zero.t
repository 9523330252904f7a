cmd
  $ATTN rank --values '[0,-0;-0,0]'
stdout
  0,-0
  -0,0
