how
  Python: repr(float('0.1')) less a trailing .0
cmd
  $ATTN rank --values '[0.1]'
stdout
  0.1
