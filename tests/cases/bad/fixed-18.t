cmd
  $ATTN weights --fixed 18 '[1]'
stderr
  attn weights: --fixed takes a whole number from 0 to 17, not '18' (see attn weights --help)
status 2
