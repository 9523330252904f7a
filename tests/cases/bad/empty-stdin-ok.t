cmd
  $ATTN rank
