cmd
  $ATTN rank --values .
stderr
  attn rank: .: is a directory
status 1
