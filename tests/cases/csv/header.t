cmd
  $ATTN rank -H --values in.csv
file in.csv
  a,b
  1,2
stdout
  2,1
