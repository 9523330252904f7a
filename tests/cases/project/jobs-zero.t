cmd
  $ATTN project -j 0 -w '[1]' '[1]'
stderr
  attn project: -j takes a whole number from 1 to 256, not '0' (see attn project --help)
status 2
