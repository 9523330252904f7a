cmd
  $ATTN scores -q '[1]' -k '[1]' --lse
stderr
  attn scores: unknown option '--lse' (see attn scores --help)
status 2
