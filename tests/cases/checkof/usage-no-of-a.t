cmd
  $ATTN check -a '[1]' '[1]' '[1]'
stderr
  attn check: -a is for check --of STAGE (see attn check --help)
status 2
