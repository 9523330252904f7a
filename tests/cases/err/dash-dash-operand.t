cmd
  $ATTN rank --values -- -1.csv
file -1.csv
  1,2
stdout
  2,1
