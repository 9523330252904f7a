cmd
  $ATTN --help >a; $ATTN -h >b; $ATTN help >c; cmp a b && cmp a c && echo same
stdout
  same
