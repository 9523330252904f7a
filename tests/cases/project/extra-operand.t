cmd
  $ATTN project -w '[1]' '[1]' '[2]'
stderr
  attn project: unexpected operand '[2]' (see attn project --help)
status 2
