cmd
  $ATTN rank -H in.csv
file in.csv
  a,b
