cmd
  $ATTN check --of weights -q '[1]' '[1]'
stderr
  attn check: --of needs -k K, the keys (see attn check --help)
status 2
