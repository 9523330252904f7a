cmd
  $ATTN project --transposed=yes -w '[1]' '[1]'
stderr
  attn project: option '--transposed' takes no value (see attn project --help)
status 2
