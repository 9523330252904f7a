cmd
  $ATTN rope --head-dim 0 '[1,2]'
stderr
  attn rope: --head-dim takes a whole number from 1 to 1073741824, not '0' (see attn rope --help)
status 2
