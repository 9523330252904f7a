cmd
  $ATTN merge --lse P1.csv P2.csv
file P1.csv
  # attn lse: heads=+1 sinks=none masked-rows=zero
  1,2,0
file P2.csv
  3,4,0
stderr
  attn merge: P1.csv: part 1's note has 'heads=+1', not a whole number: heads= is a whole number from 1 to 1048576
status 1
