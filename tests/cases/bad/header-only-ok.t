cmd
  $ATTN rank -H h.csv
file h.csv
  a,b,c
