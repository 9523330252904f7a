cmd
  $ATTN project -w W.csv X.csv
file W.csv
  1,2
  3,4
file X.csv
  # three
  1,2,3
stderr
  attn project: X.csv:2: row has 3 columns, but W has 2 rows (d_in must match)
status 1
