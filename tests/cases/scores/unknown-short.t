cmd
  $ATTN scores -x -k '[1]'
stderr
  attn scores: unknown option '-x' (see attn scores --help)
status 2
