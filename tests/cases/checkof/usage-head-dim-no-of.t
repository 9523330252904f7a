cmd
  $ATTN check --head-dim 1 '[1]' '[1]'
stderr
  attn check: --head-dim is for check --of STAGE (see attn check --help)
status 2
