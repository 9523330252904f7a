how
  Python: repr(float('123.456')) less a trailing .0
cmd
  $ATTN rank --values '[123.456]'
stdout
  123.456
