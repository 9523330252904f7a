cmd
  $ATTN rank --values '[ 1 , 2 ;	3,4 ]'
stdout
  2,1
  4,3
