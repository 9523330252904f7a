how
  Python: repr(float('1e16')) less a trailing .0
cmd
  $ATTN rank --values '[1e16]'
stdout
  1e+16
