cmd
  $ATTN check --of norm -x '[1,2]' --base 100 '[1]'
stderr
  attn check: --base is for --of rope, not --of norm (see attn check --help)
status 2
