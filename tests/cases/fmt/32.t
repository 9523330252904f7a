how
  Python: repr(float('1e-4')) less a trailing .0
cmd
  $ATTN rank --values '[1e-4]'
stdout
  0.0001
