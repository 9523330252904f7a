cmd
  $ATTN check --of project -x '[1]' '[1]'
stderr
  attn check: --of project needs -w W, the projection (see attn check --help)
status 2
