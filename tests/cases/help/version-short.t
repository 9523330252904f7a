cmd
  $ATTN -V >a; $ATTN --version >b; cmp a b && echo same
stdout
  same
