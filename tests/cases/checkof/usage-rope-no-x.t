cmd
  $ATTN check --of rope '[1]'
stderr
  attn check: --of rope needs -x X, the rows to turn (see attn check --help)
status 2
