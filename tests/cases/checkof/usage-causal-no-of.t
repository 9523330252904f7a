cmd
  $ATTN check --causal '[1]' '[1]'
stderr
  attn check: --causal is for check --of STAGE (see attn check --help)
status 2
