cmd
  $ATTN rope --positions '[1]' --segments '[0]' '[1,2]'
stderr
  attn rope: --positions and --segments exclude each other (the positions are given) (see attn rope --help)
status 2
