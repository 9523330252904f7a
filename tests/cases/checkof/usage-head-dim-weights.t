cmd
  $ATTN check --of weights -q '[1]' -k '[1]' --head-dim 1 '[1]'
stderr
  attn check: --head-dim is for --of rope and norm, not --of weights (see attn check --help)
status 2
