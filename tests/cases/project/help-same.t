cmd
  $ATTN help project >a; $ATTN project --help >b; $ATTN project -h >c; cmp a b && cmp a c && head -n 1 a
stdout
  usage: attn project -w W [-b B] [options] [FILE]
