cmd
  $ATTN rank --values --precision=2 '[31.4159]'
stdout
  31
