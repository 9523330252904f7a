cmd
  $ATTN project --weight W.csv --bias B.csv --transposed X.csv
file B.csv
  10.0,20.0,30.0
file W.csv
  1.0,-1.0
  0.0,1.0
  2.0,1.0
file X.csv
  1.0,2.0
  0.0,-1.0
  3.0,1.0
stdout
  9,22,34
  11,19,29
  12,21,37
