cmd
  $ATTN weights -d '.' '[1]'
stderr
  attn weights: -d cannot be '.': it would be read as part of a number (see attn weights --help)
status 2
