cmd
  $ATTN rope --scaling yarn --factor 2 --original-max 64 --beta-fast 0 '[1,2]'
stderr
  attn rope: --beta-fast must be above 0 and at most 2.14748e+09, not '0' (see attn rope --help)
status 2
