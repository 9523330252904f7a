how
  The three results of one reading of X and dY, each to its own -o.
cmd
  $ATTN project --wrt x,w,b --dout D.csv -w W.csv X.csv -o dX.csv -o dW.csv -o db.csv
after
  cat dX.csv dW.csv db.csv
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
  1,1
  1,0
  1,-1
  1,1
