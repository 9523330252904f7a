cmd
  $ATTN rank
stdin
  1,2
stdout
  1,0
