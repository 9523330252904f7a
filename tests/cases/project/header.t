cmd
  $ATTN project -H -w W.csv -b B.csv X.csv
file B.csv
  b1,b2
  1,-1
file W.csv
  y1,y2
  1.0,1.0
  1.0,2.0
  1.0,3.0
file X.csv
  a,b,c
  1.0,1.0,1.0
  1.0,2.0,3.0
stdout
  4,5
  7,13
