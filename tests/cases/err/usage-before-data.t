cmd
  $ATTN rank nosuch.csv --bogus
stderr
  attn rank: unknown option '--bogus' (see attn rank --help)
status 2
