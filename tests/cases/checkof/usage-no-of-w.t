cmd
  $ATTN check -w '[1]' '[1]' '[1]'
stderr
  attn check: -w is for check --of STAGE (see attn check --help)
status 2
