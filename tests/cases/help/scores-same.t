cmd
  $ATTN help scores >a; $ATTN scores --help >b; $ATTN scores -h >c; cmp a b && cmp a c && head -n 1 a
stdout
  usage: attn scores -k K [-q Q] [options]
