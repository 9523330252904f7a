how
  Python: repr(float('0.00012345')) less a trailing .0
cmd
  $ATTN rank --values '[0.00012345]'
stdout
  0.00012345
