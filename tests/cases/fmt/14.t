how
  Python: repr(float('2.2250738585072014e-308')) less a trailing .0
cmd
  $ATTN rank --values '[2.2250738585072014e-308]'
stdout
  2.2250738585072014e-308
