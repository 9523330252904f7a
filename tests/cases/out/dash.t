cmd
  $ATTN weights -o - '[1,1]'
stdout
  0.5,0.5
