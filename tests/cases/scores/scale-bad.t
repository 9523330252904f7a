cmd
  $ATTN scores --scale abc -k '[1]' -q '[1]'
stderr
  attn scores: --scale takes a finite number, 1/N, 1/sqrt(N), mscale(F[,M]) or their product, not 'abc' (see attn scores --help)
status 2
