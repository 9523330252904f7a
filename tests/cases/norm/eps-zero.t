how
  mean(x^2) is 1 and 4: the roots are 1 and 2, exactly.
cmd
  $ATTN norm --eps=0 '[1,1,1,1;2,-2,2,-2]'
stdout
  1,1,1,1
  1,-1,1,-1
