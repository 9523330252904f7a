cmd
  $ATTN check -b '[1]' '[1]' '[1]'
stderr
  attn check: -b is for check --of STAGE (see attn check --help)
status 2
