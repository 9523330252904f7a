cmd
  $ATTN help help >a; $ATTN --help >b; $ATTN help --help >c; cmp a b && cmp a c && head -n 1 a
stdout
  usage: attn COMMAND [options] [operands]
