cmd
  $ATTN scores -k '[1]' -q '[1]' --scale
stderr
  attn scores: option '--scale' needs a value (see attn scores --help)
status 2
