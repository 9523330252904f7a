how
  Python: repr(float('123456789012345680')) less a trailing .0
cmd
  $ATTN rank --values '[123456789012345680]'
stdout
  1.2345678901234568e+17
