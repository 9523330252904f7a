cmd
  $ATTN rank --values in.csv
file in.csv escaped noeol
  \xef\xbb\xbf
