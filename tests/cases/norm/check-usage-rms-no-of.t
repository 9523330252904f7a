cmd
  $ATTN check --rms '[1]' '[1]'
stderr
  attn check: --rms is for check --of STAGE (see attn check --help)
status 2
