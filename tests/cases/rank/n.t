cmd
  $ATTN rank -n 2 '[1]'
stderr
  attn rank: unknown option '-n' (see attn rank --help)
status 2
