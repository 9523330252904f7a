cmd
  $ATTN merge --lse P1.csv P2.csv
file P1.csv
  # attn lse: heads=1 sinks=none masked-rows=mean
  1,2,0
file P2.csv
  3,4,0
stderr
  attn merge: P1.csv: part 1's note has 'masked-rows=mean': masked-rows= is zero, uniform, nan or error
status 1
