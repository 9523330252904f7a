how
  Python: '%.17g' % float('0.1') (C printf %.Ng)
cmd
  $ATTN rank --values -p 17 '[0.1]'
stdout
  0.10000000000000001
