cmd
  $ATTN help merge >a; $ATTN merge --help >b; $ATTN merge -h >c; cmp a b && cmp a c && head -n 1 a
stdout
  usage: attn merge [options] PART PART...
