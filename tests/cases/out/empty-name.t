cmd
  $ATTN weights '[1,1]' -o ''
stderr
  attn weights: -o needs a file name (see attn weights --help)
status 2
