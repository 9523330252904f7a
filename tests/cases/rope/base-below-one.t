cmd
  $ATTN rope --base 0.5 '[1,2]'
stderr
  attn rope: --base must be above 1 and at most 2^64, not '0.5' (see attn rope --help)
status 2
