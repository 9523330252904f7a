how
  dX = dY_0 W_0^T + dY_1 W_1^T + dY_2 W_2^T, each entry one exact sum
  over the three pairs.
cmd
  $ATTN project --dout D0.csv -w W0.csv --dout D1.csv -w W1.csv --dout D2.csv -w W2.csv X.csv
file D0.csv
  1.0,0.0
  0.0,1.0
file D1.csv
  2.0
  -1.0
file D2.csv
  1.0,1.0,1.0
  0.5,-2.0,0.0
file W0.csv
  1.0,2.0
  3.0,4.0
  5.0,6.0
file W1.csv
  1.0
  0.0
  -1.0
file W2.csv
  0.5,0.25,2.0
  1.0,1.0,1.0
  -1.0,0.0,3.0
file Wt0.csv
  1.0,3.0,5.0
  2.0,4.0,6.0
file Wt1.csv
  1.0,0.0,-1.0
file Wt2.csv
  0.5,1.0,-1.0
  0.25,1.0,0.0
  2.0,1.0,3.0
file X.csv
  1.0,1.0,1.0
  1.0,0.0,-1.0
stdout
  5.75,6,5
  0.75,2.5,6.5
