cmd
  $ATTN help apply >a; $ATTN apply --help >b; $ATTN apply -h >c; cmp a b && cmp a c && head -n 1 a
stdout
  usage: attn apply -v V [options] [FILE]
