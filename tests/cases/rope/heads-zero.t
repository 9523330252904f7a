cmd
  $ATTN rope --heads 0 '[1,2]'
stderr
  attn rope: --heads takes a whole number from 1 to 1048576, not '0' (see attn rope --help)
status 2
