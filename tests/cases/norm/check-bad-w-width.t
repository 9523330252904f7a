cmd
  $ATTN check --of norm -x '[1,2,3,4]' --heads 2 -w '[1,2,3]' '[1]'
stderr
  attn check: <literal>: W has 3 weights, but a head has 2 columns (one weight per column of a head)
status 2
