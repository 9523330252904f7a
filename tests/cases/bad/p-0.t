cmd
  $ATTN rank -p 0 '[1]'
stderr
  attn rank: -p takes a whole number from 1 to 17, not '0' (see attn rank --help)
status 2
