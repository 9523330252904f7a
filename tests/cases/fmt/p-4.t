how
  Python: '%.2g' % float('0.000123456') (C printf %.Ng)
cmd
  $ATTN rank --values -p 2 '[0.000123456]'
stdout
  0.00012
