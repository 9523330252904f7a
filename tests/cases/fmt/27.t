how
  Python: repr(float('1e17')) less a trailing .0
cmd
  $ATTN rank --values '[1e17]'
stdout
  1e+17
