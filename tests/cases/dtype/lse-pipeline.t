how
  the math recipe's three parts: apply reads the weights in bf16 and the LSEs in f32, and passes them on: lse-math's bytes
cmd
  $ATTN scores -q Q.csv -k K.csv --dtype bf16 | $ATTN weights --dtype bf16 --lse | $ATTN apply -v V.csv --dtype bf16 --lse
file K.csv
  1,0
  0,1
  1,1
  -1,2
file Q.csv
  1,2
  0.5,-1
  0,0
file V.csv
  1,2
  3,4
  5,6
  7,8
stdout
  # attn lse: heads=1 keys=4 sinks=none masked-rows=zero dtype=bf16 accumulate=f32
  5,6,3.1305423
  2.73,3.73,1.0262086
  4,5,1.3862944
