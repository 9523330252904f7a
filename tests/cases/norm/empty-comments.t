cmd
  $ATTN norm
stdin
  # nothing

