cmd
  $ATTN rank --values in.csv
file in.csv escaped
  1,2
  \xef\xbb\xbf3,4
stdout
  2,1
stderr
  attn rank: in.csv:2: field 1, '\xef\xbb\xbf3', is not a number
status 1
