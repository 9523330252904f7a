cmd
  $ATTN merge P1.csv '[1,2,3;4,5,6]'
file P1.csv
  2,0,0.7071067811865476
file P2.csv
  0,2,0
stdout
  1.0917132543451147,1.8165734913097709
stderr
  attn merge: <literal>:2: part 2 has 2 rows, but part 1 has 1 (a row of each, in step)
status 1
