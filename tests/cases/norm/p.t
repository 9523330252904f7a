cmd
  $ATTN norm -p 4 X.csv
file X.csv
  3.0,4.0
  1.0,-1.0
  0.0,2.0
stdout
  0.8485,1.131
  1,-1
  0,1.414
