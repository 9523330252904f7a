how
  Python: '%.0f' % float('0.5') (C printf %.Nf)
cmd
  $ATTN rank --values --fixed 0 '[0.5]'
stdout
  0
