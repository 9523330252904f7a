how
  Python: '%.2f' % float('-0.001') (C printf %.Nf)
cmd
  $ATTN rank --values --fixed 2 '[-0.001]'
stdout
  -0.00
