how
  Python: '%.1f' % float('1e20') (C printf %.Nf)
cmd
  $ATTN rank --values --fixed 1 '[1e20]'
stdout
  100000000000000000000.0
