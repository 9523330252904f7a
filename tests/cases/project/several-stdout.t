cmd
  $ATTN project --transposed --wrt b,w --dout D.csv -w Wt.csv X.csv -o - -o dW.csv
after
  cat dW.csv
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
  1,1
  1,1,1
  1,0,-1
