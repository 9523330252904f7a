how
  Python: '%.3g' % float('-0') (C printf %.Ng)
cmd
  $ATTN rank --values -p 3 '[-0]'
stdout
  -0
