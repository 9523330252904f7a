cmd
  $ATTN weights -p 18 '[1]'
stderr
  attn weights: -p takes a whole number from 1 to 17, not '18' (see attn weights --help)
status 2
