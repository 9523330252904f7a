cmd
  $ATTN check --of apply -a '[1]' '[1]'
stderr
  attn check: --of apply needs -v V, the values (see attn check --help)
status 2
