cmd
  $ATTN rank --values -p 3 --fixed 2 '[3.14159]'
stdout
  3.14
