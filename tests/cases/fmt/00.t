how
  Python: repr(float('1')) less a trailing .0
cmd
  $ATTN rank --values '[1]'
stdout
  1
