cmd
  $ATTN check --atol -1 '[1]' '[1]'
stderr
  attn check: --atol must be >= 0, not '-1' (see attn check --help)
status 2
