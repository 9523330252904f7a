cmd
  $ATTN rank --bogus '[1]'
stderr
  attn rank: unknown option '--bogus' (see attn rank --help)
status 2
