how
  Python: repr(float('-0')) less a trailing .0
cmd
  $ATTN rank --values '[-0]'
stdout
  -0
