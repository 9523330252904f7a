cmd
  $ATTN project --wrt x --dout D.csv -w W.csv X.csv
file B.csv
  7,8
file D.csv
  1.0,0.0
  0.0,1.0
file W.csv
  1.0,2.0
  3.0,4.0
  5.0,6.0
file Wt.csv
  1.0,3.0,5.0
  2.0,4.0,6.0
file X.csv
  1.0,1.0,1.0
  1.0,0.0,-1.0
stdout
  1,3,5
  2,4,6
