cmd
  $ATTN rank -d ';;' '[1]'
stderr
  attn rank: -d takes one character (or \t for tab), not ';;' (see attn rank --help)
status 2
