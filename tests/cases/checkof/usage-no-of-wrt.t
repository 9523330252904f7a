cmd
  $ATTN check --wrt q '[1]' '[1]'
stderr
  attn check: --wrt is for check --of STAGE (see attn check --help)
status 2
