how
  Python: repr(float('100000')) less a trailing .0
cmd
  $ATTN rank --values '[100000]'
stdout
  100000
