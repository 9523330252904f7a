cmd
  $ATTN help grad >a; $ATTN grad --help >b; $ATTN grad -h >c; cmp a b && cmp a c && head -n 1 a
stdout
  usage: attn grad --wrt X -q Q -k K -v V --dout dO [options]
