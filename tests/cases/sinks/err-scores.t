cmd
  $ATTN scores -q '[1]' -k '[1]' --sinks '[1]'
stderr
  attn scores: unknown option '--sinks' (see attn scores --help)
status 2
