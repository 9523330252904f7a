cmd
  $ATTN rank
stdin
