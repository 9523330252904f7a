cmd
  $ATTN norm --heads 2 -w '[1,2,3,4]' '[1,2,3,4]'
stderr
  attn norm: <literal>: W has 4 weights, but a head has 2 columns (one weight per column of a head)
status 1
