how
  Python: '%.3f' % float('1e-300') (C printf %.Nf)
cmd
  $ATTN rank --values --fixed 3 '[1e-300]'
stdout
  0.000
