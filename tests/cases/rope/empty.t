cmd
  $ATTN rope
stdin
