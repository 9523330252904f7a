cmd
  $ATTN rank --values in.csv
file in.csv escaped
  \xef\xbb\xbf# c\r
  \r
  1,2\r
stdout
  2,1
