cmd
  $ATTN check --of rope -x '[1,2]' --offset 9007199254740993 '[1]'
stderr
  attn check: --offset must lie within 2^53 of 0, not 9007199254740993 (see attn check --help)
status 2
