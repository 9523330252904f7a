how
  the parts attend --dtype bf16 --lse over keys 0-1 and 2-3 of lse-math's problem; the combine in f32 gives back that whole attend's rows here, LSEs and all
cmd
  $ATTN merge --dtype bf16 --lse P1.csv P2.csv
file P1.csv
  # attn lse: heads=1 keys=2 sinks=none masked-rows=zero dtype=bf16 accumulate=f32
  2.33,3.33,1.8149209
  1.516,2.52,0.6508508
  2,3,0.6931472
file P2.csv
  # attn lse: heads=1 keys=2 sinks=none masked-rows=zero dtype=bf16 accumulate=f32
  6,7,2.8181472
  5.4,6.4,-0.13548201
  6,7,0.6931472
stdout
  # attn lse: heads=1 keys=4 sinks=none masked-rows=zero dtype=bf16 accumulate=f32
  5,6,3.1305423
  2.73,3.73,1.0262086
  4,5,1.3862944
