cmd
  $ATTN merge --lse P1.csv P2.csv
file P1.csv
  # attn lse: heads=1 sinks= masked-rows=zero
  1,2,0
file P2.csv
  3,4,0
stderr
  attn merge: P1.csv: part 1's note has 'sinks=', with no value: sinks= is in or none
status 1
