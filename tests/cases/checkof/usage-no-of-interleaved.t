cmd
  $ATTN check --interleaved '[1]' '[1]'
stderr
  attn check: --interleaved is for check --of STAGE (see attn check --help)
status 2
