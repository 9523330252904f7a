cmd
  $ATTN scores -q '[1]' --keys
stderr
  attn scores: option '--keys' needs a value (see attn scores --help)
status 2
