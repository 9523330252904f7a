cmd
  $ATTN check --of rope -x '[1,2]' --positions '[0]' --offset 1 '[1]'
stderr
  attn check: --positions and --offset exclude each other (the positions are given) (see attn check --help)
status 2
