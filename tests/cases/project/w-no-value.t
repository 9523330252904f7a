cmd
  $ATTN project '[1]' -w
stderr
  attn project: option '-w' needs a value (see attn project --help)
status 2
