how
  by hand: row 0 sees no key, O 0 and LSE -inf (as FlashAttention's split kernels write it); row 1 sees key 0 alone, its LSE its score round_f32(0.5 / sqrt 2) = 0.35355338; row 2 ln 2 in f32
cmd
  $ATTN attend -q Q.csv -k K.csv -v V.csv --dtype f16 --recipe flash --block 2 --causal --offset -1 --lse
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
  # attn lse: heads=1 keys=4 sinks=none masked-rows=zero dtype=f16 accumulate=f32
  0,0,-inf
  1,2,0.35355338
  2,3,0.6931472
