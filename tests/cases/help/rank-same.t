cmd
  $ATTN help rank >a; $ATTN rank --help >b; $ATTN rank -h >c; cmp a b && cmp a c && head -n 1 a
stdout
  usage: attn rank [options] [FILE]
