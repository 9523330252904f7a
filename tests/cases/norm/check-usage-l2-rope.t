cmd
  $ATTN check --of rope -x '[1,2]' --l2 '[1]'
stderr
  attn check: --l2 is for --of norm, not --of rope (see attn check --help)
status 2
