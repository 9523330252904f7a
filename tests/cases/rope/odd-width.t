cmd
  $ATTN rope '[1,2,3]'
stderr
  attn rope: <literal>:1: the head has 3 columns, which do not make pairs (give --rotary-dim, an even number)
status 1
