cmd
  $ATTN check --sinks '[1]' '[1]' '[1]'
stderr
  attn check: --sinks is for check --of STAGE (see attn check --help)
status 2
