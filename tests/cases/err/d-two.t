cmd
  $ATTN rank -d ab '[1]'
stderr
  attn rank: -d takes one character (or \t for tab), not 'ab' (see attn rank --help)
status 2
