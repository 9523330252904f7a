cmd
  $ATTN merge --dtype bf16 P1.csv P2.csv
file P1.csv
  # attn lse: heads=1 keys=2 sinks=none masked-rows=zero
  2.33,3.33,1.8149209
file P2.csv
  6,7,2.8181472
stderr
  attn merge: P1.csv: part 1 was written without --dtype, but merge has --dtype bf16 --accumulate f32 (give merge the parts' --dtype and --accumulate)
status 1
