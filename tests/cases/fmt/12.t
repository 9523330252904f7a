how
  Python: repr(float('5e-324')) less a trailing .0
cmd
  $ATTN rank --values '[5e-324]'
stdout
  5e-324
