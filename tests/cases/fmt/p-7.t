how
  Python: '%.6g' % float('2.5') (C printf %.Ng)
cmd
  $ATTN rank --values -p 6 '[2.5]'
stdout
  2.5
