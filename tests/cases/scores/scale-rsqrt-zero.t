cmd
  $ATTN scores --scale '1/sqrt(0)' -k '[1]' -q '[1]'
stderr
  attn scores: --scale takes a finite number, 1/N, 1/sqrt(N), mscale(F[,M]) or their product, not '1/sqrt(0)' (see attn scores --help)
status 2
