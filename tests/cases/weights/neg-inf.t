cmd
  $ATTN weights '[1,-inf,1]'
stdout
  0.5,0,0.5
