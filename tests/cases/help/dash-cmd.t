cmd
  $ATTN --help rank >a; $ATTN -h rank >b; $ATTN help rank >c; cmp a b && cmp a c && head -n 1 a
stdout
  usage: attn rank [options] [FILE]
