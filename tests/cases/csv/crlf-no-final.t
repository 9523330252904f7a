cmd
  $ATTN rank --values in.csv
file in.csv escaped noeol
  1,2\r
  3,4
stdout
  2,1
  4,3
