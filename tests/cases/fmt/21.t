how
  Python: repr(float('-1e-300')) less a trailing .0
cmd
  $ATTN rank --values '[-1e-300]'
stdout
  -1e-300
