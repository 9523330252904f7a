cmd
  $ATTN check --of norm -x '[1,2]' -w '[1,2;3,4]' '[1]'
stderr
  attn check: <literal>: W is 2 x 2; it must be one row or one column (one weight per column of a head)
status 2
