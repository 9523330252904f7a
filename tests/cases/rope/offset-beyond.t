cmd
  $ATTN rope --offset 9007199254740993 '[1,2]'
stderr
  attn rope: --offset must lie within 2^53 of 0, not 9007199254740993 (see attn rope --help)
status 2
