cmd
  $ATTN merge P1.csv P2.csv; echo "status $?"; $ATTN merge --dtype bf16 --accumulate f64 P1.csv P2.csv
file P1.csv
  2.33,3.33,1.8149209
file P2.csv
  # attn lse: heads=1 keys=2 sinks=none masked-rows=zero dtype=bf16 accumulate=f32
  6,7,2.8181472
stdout
  status 1
stderr
  attn merge: P2.csv: part 2 was written with --dtype bf16 --accumulate f32, but merge has no --dtype (give merge the parts' --dtype and --accumulate)
  attn merge: P2.csv: part 2 was written with --dtype bf16 --accumulate f32, but merge has --dtype bf16 --accumulate f64 (give merge the parts' --dtype and --accumulate)
status 1
