cmd
  $ATTN weights --precision 3.5 '[1]'
stderr
  attn weights: -p takes a whole number from 1 to 17, not '3.5' (see attn weights --help)
status 2
