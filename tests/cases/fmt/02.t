how
  Python: repr(float('0.0001')) less a trailing .0
cmd
  $ATTN rank --values '[0.0001]'
stdout
  0.0001
