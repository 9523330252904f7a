cmd
  $ATTN rank --values -d ';' in.csv
file in.csv
  1;2
  3; 4
stdout
  2;1
  4;3
