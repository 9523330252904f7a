cmd
  $ATTN rank --values in.csv
file in.csv escaped noeol
  1,2\r
stdout
  2,1
