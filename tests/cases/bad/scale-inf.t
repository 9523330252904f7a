cmd
  $ATTN scores --scale inf -q '[1]' -k '[1]'
stderr
  attn scores: --scale takes a finite number, 1/N, 1/sqrt(N), mscale(F[,M]) or their product, not 'inf' (see attn scores --help)
status 2
