cmd
  $ATTN weights
stdin
  # nothing

