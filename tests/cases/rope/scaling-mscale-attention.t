cmd
  $ATTN rope --scaling yarn --factor 2 --original-max 64 --mscale 1 --mscale-all-dim 1 --attention-factor 2 '[1,2]'
stderr
  attn rope: --attention-factor and --mscale exclude each other (the factor is given) (see attn rope --help)
status 2
