cmd
  $ATTN rank --values [1]
file [1]
  7
stdout
  1
