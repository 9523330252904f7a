cmd
  $ATTN project -d ';' -w W.csv X.csv
file W.csv
  1.0;1.0
  1.0;2.0
  1.0;3.0
file X.csv
  1.0;1.0;1.0
  1.0;2.0;3.0
stdout
  3;6
  6;14
