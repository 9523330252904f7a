cmd
  $ATTN weights -d '"' '[1]'
stderr
  attn weights: -d cannot be '"': it is the quote character (see attn weights --help)
status 2
