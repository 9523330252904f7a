cmd
  $ATTN project --wrt w,x,w --dout D.csv -w W.csv X.csv -o a -o b -o c
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
  attn project: --wrt names w twice (see attn project --help)
status 2
