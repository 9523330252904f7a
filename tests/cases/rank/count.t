cmd
  $ATTN rank --count 2 '[1]'
stderr
  attn rank: unknown option '--count' (see attn rank --help)
status 2
