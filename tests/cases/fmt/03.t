how
  Python: repr(float('0.00001')) less a trailing .0
cmd
  $ATTN rank --values '[0.00001]'
stdout
  1e-05
