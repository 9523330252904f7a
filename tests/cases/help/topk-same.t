cmd
  $ATTN help topk >a; $ATTN topk --help >b; $ATTN topk -h >c; cmp a b && cmp a c && head -n 1 a
stdout
  usage: attn topk [-n N] [options] [FILE]
