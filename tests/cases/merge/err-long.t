cmd
  $ATTN merge '[1,2,3;4,5,6]' P1.csv P2.csv
file P1.csv
  2,0,0.7071067811865476
file P2.csv
  0,2,0
stdout
  1.0444808542536024,1.824509342790335
stderr
  attn merge: P1.csv:2: part 2 has 1 row, but part 1 has 2 (a row of each, in step)
status 1
