cmd
  $ATTN merge P1.csv '[1,2]'
file P1.csv
  2,0,0.7071067811865476
file P2.csv
  0,2,0
stderr
  attn merge: <literal>:1: part 2 has 2 columns, but part 1 has 3 (the parts of one attention have one shape)
status 1
