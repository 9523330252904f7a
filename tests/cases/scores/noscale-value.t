cmd
  $ATTN scores --no-scale=2 -k '[1]' -q '[1]'
stderr
  attn scores: option '--no-scale' takes no value (see attn scores --help)
status 2
