cmd
  $ATTN merge nosuch.csv P1.csv
file P1.csv
  2,0,0.7071067811865476
file P2.csv
  0,2,0
stderr
  attn merge: nosuch.csv: no such file or directory
status 1
