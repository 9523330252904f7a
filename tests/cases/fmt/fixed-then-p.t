cmd
  $ATTN rank --values --fixed 2 -p 3 '[31.4159]'
stdout
  31.4
