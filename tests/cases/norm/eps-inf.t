cmd
  $ATTN norm --eps inf '[1]'
stderr
  attn norm: --eps takes a finite number, not 'inf' (see attn norm --help)
status 2
