cmd
  $ATTN norm --eps tiny '[1]'
stderr
  attn norm: --eps takes a finite number, not 'tiny' (see attn norm --help)
status 2
