cmd
  $ATTN rank '[nan,-inf,1,-inf,nan,inf]'
stdout
  5,2,1,3,0,4
