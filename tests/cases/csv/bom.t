cmd
  $ATTN rank --values in.csv
file in.csv escaped
  \xef\xbb\xbf1,2
stdout
  2,1
