cmd
  $ATTN merge P1.csv empty.csv
file P1.csv
  1,2,0
file empty.csv
stderr
  attn merge: empty.csv: part 2 is empty, but part 1 has 1 row (a row of each, in step)
status 1
