cmd
  $ATTN rank --pairs '[nan,-inf,1]'
stdout
  2,1,1,-inf,0,nan
