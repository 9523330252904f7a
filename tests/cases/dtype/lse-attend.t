how
  O in bf16, then the LSE in f32: the math recipe's round_f32(m + round_f32(ln l)), m and l its softmax's own
cmd
  $ATTN attend -q Q.csv -k K.csv -v V.csv --dtype bf16 --lse
file K.csv
  1.022,-0.085,0.98,-1.458
  0.238,-0.043,0.656,-0.27
  0.927,0.98,1.327,-2.125
  -1.234,1.412,2.581,0.506
  -0.338,1.206,0.213,0.211
file Q.csv
  -0.011,-0.673,0.377,1.302
  1.622,0.604,0.026,-0.291
  -0.48,-1.08,-1.634,-1.864
file V.csv
  1.352,0.065,-1.706
  -0.689,0.623,-0.845
  0.384,-0.548,0.557
  -0.517,0.915,-0.364
  -1.087,0.528,0.368
stdout
  # attn lse: heads=1 keys=5 sinks=none masked-rows=zero dtype=bf16 accumulate=f32
  -0.395,0.57,-0.441,1.3567266
  0.312,-0.0144,-0.357,2.2640173
  0.383,0.0425,-0.61,1.3256189
