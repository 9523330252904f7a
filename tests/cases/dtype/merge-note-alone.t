cmd
  $ATTN merge --dtype bf16 P1.csv P2.csv
file P1.csv
  # attn lse: heads=1 sinks=none masked-rows=zero dtype=bf16
  1,2,0
file P2.csv
  3,4,0
stderr
  attn merge: P1.csv: part 1's note has dtype= without accumulate=: a kernel's part says both
status 1
