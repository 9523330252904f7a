how
  Python: '%.4g' % float('1e-300') (C printf %.Ng)
cmd
  $ATTN rank --values -p 4 '[1e-300]'
stdout
  1e-300
