how
  Python: '%.1g' % float('0.5') (C printf %.Ng)
cmd
  $ATTN rank --values -p 1 '[0.5]'
stdout
  0.5
