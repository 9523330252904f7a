cmd
  $ATTN project --wrt x,w --dout D.csv -w W.csv --dout D.csv -w W.csv X.csv -o a -o b
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
  attn project: --wrt w takes one --dout and one -w (several pairs are for --wrt x) (see attn project --help)
status 2
