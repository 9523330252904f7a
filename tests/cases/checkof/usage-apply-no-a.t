cmd
  $ATTN check --of apply -v '[1]' '[1]'
stderr
  attn check: --of apply needs -a A, the weights (see attn check --help)
status 2
