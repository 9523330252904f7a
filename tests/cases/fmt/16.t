how
  Python: repr(float('1e-7')) less a trailing .0
cmd
  $ATTN rank --values '[1e-7]'
stdout
  1e-07
