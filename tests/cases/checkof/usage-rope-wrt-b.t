cmd
  $ATTN check --of rope -x '[1,2]' --wrt b '[1]'
stderr
  attn check: --wrt is for --of grad, project and norm, not --of rope (see attn check --help)
status 2
