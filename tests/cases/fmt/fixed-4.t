how
  Python: '%.17f' % float('0.1') (C printf %.Nf)
cmd
  $ATTN rank --values --fixed 17 '[0.1]'
stdout
  0.10000000000000001
