how
  Python: repr(float('-7')) less a trailing .0
cmd
  $ATTN rank --values '[-7]'
stdout
  -7
