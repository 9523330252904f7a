cmd
  $ATTN weights -p 2 '[1,2,3]'
stdout
  0.09,0.24,0.67
