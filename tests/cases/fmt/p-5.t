how
  Python: '%.5g' % float('123456789') (C printf %.Ng)
cmd
  $ATTN rank --values -p 5 '[123456789]'
stdout
  1.2346e+08
