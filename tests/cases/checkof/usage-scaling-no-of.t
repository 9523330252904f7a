cmd
  $ATTN check --scaling yarn '[1]' '[1]'
stderr
  attn check: --scaling is for check --of STAGE (see attn check --help)
status 2
