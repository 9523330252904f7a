cmd
  $ATTN help weights >a; $ATTN weights --help >b; $ATTN weights -h >c; cmp a b && cmp a c && head -n 1 a
stdout
  usage: attn weights [options] [FILE]
