cmd
  $ATTN check --of rope -x '[1,2,3,4]' --head-dim 2 --heads 2 '[1]'
stderr
  attn check: --head-dim and --heads exclude each other (the heads are the width over --head-dim) (see attn check --help)
status 2
