cmd
  $ATTN rope --positions '[1]' --offset 0 '[1,2]'
stderr
  attn rope: --positions and --offset exclude each other (the positions are given) (see attn rope --help)
status 2
