cmd
  $ATTN help norm >a; $ATTN norm --help >b; $ATTN norm -h >c; cmp a b && cmp a c && head -n 1 a
stdout
  usage: attn norm [--rms | --l2] [--eps E] [-w W] [options] [FILE]
