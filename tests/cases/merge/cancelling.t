cmd
  $ATTN merge P1.csv P2.csv
file P1.csv
  1,0.5
  -2,1
file P2.csv
  -1,0.5
  1,1.0000000000000002
stdout
  0
  -0.49999999999999983
