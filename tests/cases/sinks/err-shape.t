cmd
  $ATTN weights --heads 4 --sinks '[1,2;3,4]' '[1,2,3,4]'
stderr
  attn weights: <literal>: --sinks is 2 x 2; it must be one row or one column (one number per head)
status 1
