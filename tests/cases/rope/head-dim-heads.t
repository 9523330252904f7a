cmd
  $ATTN rope --head-dim 2 --heads 2 '[1,2,3,4]'
stderr
  attn rope: --head-dim and --heads exclude each other (the heads are the width over --head-dim) (see attn rope --help)
status 2
