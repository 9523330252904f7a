how
  Python: repr(float('1.7976931348623157e308')) less a trailing .0
cmd
  $ATTN rank --values '[1.7976931348623157e308]'
stdout
  1.7976931348623157e+308
