cmd
  $ATTN norm '[1]' --eps
stderr
  attn norm: option '--eps' needs a value (see attn norm --help)
status 2
