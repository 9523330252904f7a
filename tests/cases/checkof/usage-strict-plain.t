cmd
  $ATTN check --strict '[1]' '[1]'
stderr
  attn check: --strict is for check --of STAGE (see attn check --help)
status 2
