cmd
  $ATTN rank <&-
stderr
  attn rank: <stdin>: bad file descriptor
status 1
