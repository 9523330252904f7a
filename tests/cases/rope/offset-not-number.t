cmd
  $ATTN rope --offset x '[1,2]'
stderr
  attn rope: --offset takes a whole number, not 'x' (see attn rope --help)
status 2
