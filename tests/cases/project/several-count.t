cmd
  $ATTN project --wrt x,w,b --dout D.csv -w W.csv X.csv -o a
file B.csv
  7,8
file D.csv
  1.0,0.0
  0.0,1.0
file W.csv
  1.0,2.0
  3.0,4.0
  5.0,6.0
file Wt.csv
  1.0,3.0,5.0
  2.0,4.0,6.0
file X.csv
  1.0,1.0,1.0
  1.0,0.0,-1.0
stderr
  attn project: --wrt names 3 results, but -o is given 1 time (one -o per result, in the same order) (see attn project --help)
status 2
