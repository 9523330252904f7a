cmd
  $ATTN rope --rotary-dim 0 '[1,2,3,4]'
stderr
  attn rope: --rotary-dim takes a whole number from 2 to 1073741824, not '0' (see attn rope --help)
status 2
