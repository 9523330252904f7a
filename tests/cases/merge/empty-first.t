cmd
  $ATTN merge empty.csv '[1,2,0;3,4,0]'
file empty.csv
stderr
  attn merge: empty.csv: part 1 is empty, but part 2 has 2 rows (a row of each, in step)
status 1
