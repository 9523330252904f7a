how
  Python: repr(float('1e15')) less a trailing .0
cmd
  $ATTN rank --values '[1e15]'
stdout
  1000000000000000
