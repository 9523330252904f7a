how
  Python: '%.0f' % float('2.5') (C printf %.Nf)
cmd
  $ATTN rank --values --fixed 0 '[2.5]'
stdout
  2
