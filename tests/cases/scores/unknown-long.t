cmd
  $ATTN scores --bogus -k '[1]'
stderr
  attn scores: unknown option '--bogus' (see attn scores --help)
status 2
