how
  Each is in range; 2^53 + 1 is not.
cmd
  $ATTN merge --lse P1.csv P2.csv
file P1.csv
  # attn lse: heads=1 keys=9007199254740992 sinks=none masked-rows=zero
  1,2,0
file P2.csv
  # attn lse: heads=1 keys=1 sinks=none masked-rows=zero
  3,4,0
stderr
  attn merge: P2.csv: part 2's note has keys=1, and the parts' keys together pass 9007199254740992
status 1
