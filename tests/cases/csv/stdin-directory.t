cmd
  $ATTN rank --values < .
stderr
  attn rank: <stdin>: is a directory
status 1
