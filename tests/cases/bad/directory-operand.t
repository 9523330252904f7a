cmd
  mkdir -p d && $ATTN rank d
stderr
  attn rank: d: is a directory
status 1
