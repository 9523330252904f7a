cmd
  $ATTN check --of project -w '[1]' -x '[1]' --wrt x '[1]'
stderr
  attn check: --wrt is for --of grad and norm, not --of project (see attn check --help)
status 2
