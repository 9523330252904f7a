how
  Python: repr(float('9999999999999998')) less a trailing .0
cmd
  $ATTN rank --values '[9999999999999998]'
stdout
  9999999999999998
