cmd
  $ATTN rank --values -d ';' in.csv
file in.csv
  "1";"2"
stdout
  2;1
