how
  Python: repr(float('100')) less a trailing .0
cmd
  $ATTN rank --values '[100]'
stdout
  100
