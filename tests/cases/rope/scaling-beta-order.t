cmd
  $ATTN rope --scaling yarn --factor 2 --original-max 64 --beta-fast 1 --beta-slow 32 '[1,2]'
stderr
  attn rope: --beta-fast (1) must be above --beta-slow (32) (see attn rope --help)
status 2
