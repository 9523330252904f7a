how
  Python: '%.3g' % float('100000') (C printf %.Ng)
cmd
  $ATTN rank --values -p 3 '[100000]'
stdout
  1e+05
