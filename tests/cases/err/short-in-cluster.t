cmd
  $ATTN rank -Hx '[1]'
stderr
  attn rank: unknown option '-x' (see attn rank --help)
status 2
