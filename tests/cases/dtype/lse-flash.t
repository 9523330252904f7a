how
  the scores round_f32(c q.k), not the math recipe's bf16 ones, so row 1's LSE is not lse-math's
cmd
  $ATTN attend -q Q.csv -k K.csv -v V.csv --dtype bf16 --recipe flash --block 2 --lse
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
  5,6,3.127885
  2.72,3.72,1.0260738
  4,5,1.3862944
