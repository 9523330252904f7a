how
  Python: repr(float('1e100')) less a trailing .0
cmd
  $ATTN rank --values '[1e100]'
stdout
  1e+100
