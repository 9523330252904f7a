cmd
  $ATTN check --wrt w '[1]' '[1]'
stderr
  attn check: --wrt is for check --of STAGE (see attn check --help)
status 2
