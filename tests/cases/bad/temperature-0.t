cmd
  $ATTN weights --temperature 0 '[1]'
stderr
  attn weights: --temperature must be a positive number, not '0' (see attn weights --help)
status 2
