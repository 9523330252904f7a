cmd
  $ATTN check --of norm -x '[1,2]' --heads 2 --head-dim 1 '[1]'
stderr
  attn check: --heads and --head-dim cannot both be given (see attn check --help)
status 2
