how
  1e16 + 1 from the first pair, -1e16 from the second: 1 exactly;
  the two dX rounded first and then added give 0.
cmd
  $ATTN project --dout D0.csv -w W0.csv --dout D1.csv -w W1.csv '[3]'
file D0.csv
  1e+16,1.0
file D1.csv
  -1e+16
file W0.csv
  1.0,1.0
file W1.csv
  1.0
stdout
  1
