cmd
  $ATTN check --of norm '[1]'
stderr
  attn check: --of norm needs -x X, the rows to normalise (see attn check --help)
status 2
