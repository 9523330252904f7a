how
  No rows: dW is a sum of nothing, W's shape of zeros.
cmd
  $ATTN project --wrt w --dout D.csv -w W.csv
stdin
file D.csv
file W.csv
  1.0,2.0
  3.0,4.0
  5.0,6.0
stdout
  0,0
  0,0
  0,0
