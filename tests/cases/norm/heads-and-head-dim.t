cmd
  $ATTN norm --heads 2 --head-dim 2 '[1,2,3,4]'
stderr
  attn norm: --heads and --head-dim cannot both be given (see attn norm --help)
status 2
