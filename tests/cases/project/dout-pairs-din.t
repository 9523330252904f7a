cmd
  $ATTN project --dout '[1]' -w '[1;2]' --dout '[1]' -w W.csv '[1,1]'
file W.csv
  1
  2
  3
stderr
  attn project: W.csv: W has 3 rows, but the first W has 2 (each W takes X: d_in must match)
status 1
