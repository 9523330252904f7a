cmd
  $ATTN rope --scaling yarn --original-max 4096 '[1,2]'
stderr
  attn rope: --scaling yarn needs --factor (see attn rope --help)
status 2
