cmd
  $ATTN rank --values in.csv
file in.csv escaped
  1,2\r
  3,4\r
stdout
  2,1
  4,3
