cmd
  $ATTN norm --head-dim 0 '[1]'
stderr
  attn norm: --head-dim takes a whole number from 1 to 1073741824, not '0' (see attn norm --help)
status 2
