cmd
  $ATTN topk -n '' '[1]'
stderr
  attn topk: -n takes a whole number from 1 to 1000000000, not '' (see attn topk --help)
status 2
