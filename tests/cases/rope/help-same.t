cmd
  $ATTN help rope >a; $ATTN rope --help >b; $ATTN rope -h >c; cmp a b && cmp a c && echo same
stdout
  same
