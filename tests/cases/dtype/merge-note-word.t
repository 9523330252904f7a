cmd
  $ATTN merge --dtype bf16 P1.csv P2.csv
file P1.csv
  # attn lse: heads=1 sinks=none masked-rows=zero dtype=bf17 accumulate=f32
  1,2,0
file P2.csv
  3,4,0
stderr
  attn merge: P1.csv: part 1's note has 'dtype=bf17': dtype= is f64, f32, bf16, f16, e4m3 or e5m2
status 1
