cmd
  $ATTN topk -n 0 '[1]'
stderr
  attn topk: -n takes a whole number from 1 to 1000000000, not '0' (see attn topk --help)
status 2
