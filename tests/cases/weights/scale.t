cmd
  $ATTN weights --no-scale '[1]'
stderr
  attn weights: unknown option '--no-scale' (see attn weights --help)
status 2
