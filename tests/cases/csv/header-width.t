cmd
  $ATTN rank --values -H in.csv
file in.csv
  a,b,c
  1,2
stdout
  2,1
