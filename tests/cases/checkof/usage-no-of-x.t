cmd
  $ATTN check -x '[1]' '[1]' '[1]'
stderr
  attn check: -x is for check --of STAGE (see attn check --help)
status 2
