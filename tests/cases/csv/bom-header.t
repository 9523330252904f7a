cmd
  $ATTN rank --values -H in.csv
file in.csv escaped
  \xef\xbb\xbfa,b
  1,2
stdout
  2,1
