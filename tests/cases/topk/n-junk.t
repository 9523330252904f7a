cmd
  $ATTN topk -n 2x '[1]'
stderr
  attn topk: -n takes a whole number from 1 to 1000000000, not '2x' (see attn topk --help)
status 2
