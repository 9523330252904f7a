how
  Python: repr(float('0.000012345')) less a trailing .0
cmd
  $ATTN rank --values '[0.000012345]'
stdout
  1.2345e-05
