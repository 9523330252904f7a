cmd
  $ATTN project -w - X.csv
stdin
  1.0,0.0,2.0
  -1.0,1.0,1.0
file B.csv
  10.0,20.0,30.0
file W.csv
  1.0,0.0,2.0
  -1.0,1.0,1.0
file Wt.csv
  1.0,-1.0
  0.0,1.0
  2.0,1.0
file X.csv
  1.0,2.0
  0.0,-1.0
  3.0,1.0
stdout
  -1,2,4
  1,-1,-1
  2,1,7
