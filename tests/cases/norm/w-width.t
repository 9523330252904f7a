cmd
  $ATTN norm -w W.csv X.csv
file W.csv
  1,2,3
file X.csv
  1,2
stderr
  attn norm: W.csv: W has 3 weights, but the row has 2 columns (one weight per column)
status 1
