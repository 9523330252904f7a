cmd
  $ATTN check --of norm -x '[1]' --eps -1 '[1]'
stderr
  attn check: --eps must be 0 or more, not '-1' (see attn check --help)
status 2
