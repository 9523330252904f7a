cmd
  $ATTN project --dout D.csv -w W.csv
stdin
file D.csv
file W.csv
  1.0,2.0
  3.0,4.0
  5.0,6.0
