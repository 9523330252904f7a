how
  A field shows its first 40 bytes.
cmd
  $ATTN merge --lse P1.csv P2.csv
file P1.csv
  # attn lse: heads=1 keys=111111111111111111111111111111111111111111111111111111111111 sinks=none masked-rows=zero
  1,2,0
file P2.csv
  3,4,0
stderr
  attn merge: P1.csv: part 1's note has 'keys=11111111111111111111111111111111111...', out of range: keys= is a whole number from 1 to 9007199254740992
status 1
