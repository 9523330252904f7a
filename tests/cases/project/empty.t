cmd
  $ATTN project -w '[1,2]'
stdin
