cmd
  $ATTN project -w - -b - '[1]'
stderr
  attn project: only one operand can be read from stdin (see attn project --help)
status 2
