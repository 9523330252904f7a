cmd
  $ATTN norm --fixed 3 X.csv
file X.csv
  3.0,4.0
  1.0,-1.0
  0.0,2.0
stdout
  0.849,1.131
  1.000,-1.000
  0.000,1.414
