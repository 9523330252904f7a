cmd
  $ATTN rank '[]'
