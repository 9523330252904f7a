how
  Python: repr(float('1234567890123456')) less a trailing .0
cmd
  $ATTN rank --values '[1234567890123456]'
stdout
  1234567890123456
