cmd
  $ATTN norm -w '[1,2;3,4]' '[1,2]'
stderr
  attn norm: <literal>: W is 2 x 2; it must be one row or one column (one weight per column of a head)
status 1
