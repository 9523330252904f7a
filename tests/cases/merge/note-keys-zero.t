how
  attend refuses an empty K, so it never writes keys=0.
cmd
  $ATTN merge --lse P1.csv P2.csv
file P1.csv
  # attn lse: heads=1 keys=0 sinks=none masked-rows=zero
  1,2,0
file P2.csv
  3,4,0
stderr
  attn merge: P1.csv: part 1's note has 'keys=0', out of range: keys= is a whole number from 1 to 9007199254740992
status 1
