cmd
  $ATTN check --of project -w '[1]' '[1]'
stderr
  attn check: --of project needs -x X, the rows to project (see attn check --help)
status 2
