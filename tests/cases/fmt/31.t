how
  Python: repr(float('4.35')) less a trailing .0
cmd
  $ATTN rank --values '[4.35]'
stdout
  4.35
