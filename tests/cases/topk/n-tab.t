cmd
  $ATTN topk -n "$(printf '\t2')" '[1,2]'
stderr
  attn topk: -n takes a whole number from 1 to 1000000000, not '\x092' (see attn topk --help)
status 2
