how
  Python: '%.2f' % float('0.125') (C printf %.Nf)
cmd
  $ATTN rank --values --fixed 2 '[0.125]'
stdout
  0.12
