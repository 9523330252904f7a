cmd
  $ATTN weights -d '1' '[1]'
stderr
  attn weights: -d cannot be '1': it would be read as part of a number (see attn weights --help)
status 2
