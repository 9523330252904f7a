cmd
  $ATTN check --of rope -x '[1,2]' --base 1 '[1]'
stderr
  attn check: --base must be above 1 and at most 2^64, not '1' (see attn check --help)
status 2
