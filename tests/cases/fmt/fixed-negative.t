cmd
  $ATTN scores -k '[1]' --fixed -1 '[1]'
stderr
  attn scores: --fixed takes a whole number from 0 to 17, not '-1' (see attn scores --help)
status 2
