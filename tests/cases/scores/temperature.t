cmd
  $ATTN scores --temperature 2 -k '[1]'
stderr
  attn scores: unknown option '--temperature' (see attn scores --help)
status 2
