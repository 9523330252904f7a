how
  Python: repr(float('12345678901234567')) less a trailing .0
cmd
  $ATTN rank --values '[12345678901234567]'
stdout
  1.2345678901234568e+16
