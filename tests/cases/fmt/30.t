how
  Python: repr(float('2.5e-5')) less a trailing .0
cmd
  $ATTN rank --values '[2.5e-5]'
stdout
  2.5e-05
