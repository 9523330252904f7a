cmd
  $ATTN apply -v '[1]' --fixed 18 '[1]'
stderr
  attn apply: --fixed takes a whole number from 0 to 17, not '18' (see attn apply --help)
status 2
