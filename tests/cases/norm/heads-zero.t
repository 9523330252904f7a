cmd
  $ATTN norm --heads 0 '[1]'
stderr
  attn norm: --heads takes a whole number from 1 to 1048576, not '0' (see attn norm --help)
status 2
