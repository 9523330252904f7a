how
  Python: repr(float('-0.5')) less a trailing .0
cmd
  $ATTN rank --values '[-0.5]'
stdout
  -0.5
