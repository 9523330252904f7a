how
  Python: '%.6f' % float('-0') (C printf %.Nf)
cmd
  $ATTN rank --values --fixed 6 '[-0]'
stdout
  -0.000000
