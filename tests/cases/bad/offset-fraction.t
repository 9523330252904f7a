cmd
  $ATTN weights --offset 1.5 '[1]'
stderr
  attn weights: --offset takes a whole number, not '1.5' (see attn weights --help)
status 2
