cmd
  $ATTN rope --scaling yarn --factor 2 --original-max 64 --attention-factor 0 '[1,2]'
stderr
  attn rope: --attention-factor must be above 0 and at most 1.04858e+06, not '0' (see attn rope --help)
status 2
