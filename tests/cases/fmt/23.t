how
  Python: repr(float('0.8044296825069569')) less a trailing .0
cmd
  $ATTN rank --values '[0.8044296825069569]'
stdout
  0.8044296825069569
