cmd
  $ATTN merge --fixed 6 P1.csv P2.csv
file P1.csv
  2,0,0.7071067811865476
file P2.csv
  0,2,0
stdout
  1.339523,0.660477
