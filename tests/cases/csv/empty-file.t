cmd
  $ATTN rank --values in.csv
file in.csv
