cmd
  $ATTN check --of project -w '[1]' -x '[1]' --head-dim 1 '[1]'
stderr
  attn check: --head-dim is for --of rope and norm, not --of project (see attn check --help)
status 2
