cmd
  $ATTN --bogus
stderr
  attn: unknown option '--bogus' (see attn --help)
status 2
