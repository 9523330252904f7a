cmd
  $ATTN project -w '[1,2]' -b '[1,1]'
stdin
  # nothing

