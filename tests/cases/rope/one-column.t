cmd
  $ATTN rope '[1;2]'
stderr
  attn rope: <literal>:1: the head has 1 column, which do not make pairs (give --rotary-dim, an even number)
status 1
