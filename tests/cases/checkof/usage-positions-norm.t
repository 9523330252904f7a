cmd
  $ATTN check --of norm -x '[1,2]' --positions '[0]' '[1]'
stderr
  attn check: --positions is for --of rope, not --of norm (see attn check --help)
status 2
