cmd
  $ATTN scores -q '[1]' -k
stderr
  attn scores: option '-k' needs a value (see attn scores --help)
status 2
