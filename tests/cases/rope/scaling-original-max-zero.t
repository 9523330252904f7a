cmd
  $ATTN rope --scaling yarn --factor 2 --original-max 0 '[1,2]'
stderr
  attn rope: --original-max takes a whole number from 1 to 2147483648, not '0' (see attn rope --help)
status 2
