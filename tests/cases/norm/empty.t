cmd
  $ATTN norm -w '[1,2]'
stdin
