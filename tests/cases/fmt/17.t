how
  Python: repr(float('0.001')) less a trailing .0
cmd
  $ATTN rank --values '[0.001]'
stdout
  0.001
