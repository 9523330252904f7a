cmd
  $ATTN check --of rope -x '[1,2,3]' '[1]'
stderr
  attn check: <literal>:1: the head has 3 columns, which do not make pairs (give --rotary-dim, an even number)
status 2
