cmd
  $ATTN weights
stdin
