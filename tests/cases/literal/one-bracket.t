cmd
  $ATTN rank '['
stderr
  attn rank: [: no such file or directory
status 1
