cmd
  $ATTN rope --base 1.9e19 '[1,2]'
stderr
  attn rope: --base must be above 1 and at most 2^64, not '1.9e19' (see attn rope --help)
status 2
