cmd
  $ATTN check --of apply -a '[1]' -v '[1]' --head-dim 1 '[1]'
stderr
  attn check: --head-dim is for --of rope and norm, not --of apply (see attn check --help)
status 2
