how
  Python: repr(float('1e22')) less a trailing .0
cmd
  $ATTN rank --values '[1e22]'
stdout
  1e+22
