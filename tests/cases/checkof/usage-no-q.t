cmd
  $ATTN check --of weights -k '[1]' '[1]'
stderr
  attn check: --of needs -q Q, the queries (see attn check --help)
status 2
