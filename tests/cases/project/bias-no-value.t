cmd
  $ATTN project -w '[1]' '[1]' --bias
stderr
  attn project: option '--bias' needs a value (see attn project --help)
status 2
