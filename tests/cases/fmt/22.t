how
  Python: repr(float('1.5')) less a trailing .0
cmd
  $ATTN rank --values '[1.5]'
stdout
  1.5
