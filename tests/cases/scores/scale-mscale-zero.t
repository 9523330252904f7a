cmd
  $ATTN scores --scale 'mscale(0)' -k '[1]' -q '[1]'
stderr
  attn scores: --scale takes a finite number, 1/N, 1/sqrt(N), mscale(F[,M]) or their product, not 'mscale(0)' (see attn scores --help)
status 2
