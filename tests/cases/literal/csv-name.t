cmd
  $ATTN rank --values '[a].csv'
file [a].csv
  1,2
stdout
  2,1
