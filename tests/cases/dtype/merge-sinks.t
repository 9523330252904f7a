how
  the sink a part of output 0 and LSE 1, first in the sum.  Row 3 by hand: both L_p are ln 2 in f32 (0.6931472), M = 1, S = 1 + 2 round_f32(e^(0.6931472 - 1)) = 2.4715178, L = 1 + round_f32(ln S) = 1.9048325, each factor round_f32(e^(0.6931472 - L)) = 0.29768, O = 0.29768 ((2,3) + (6,7)) = (2.3814, 2.9768), in bf16 2.38, 2.98
cmd
  $ATTN merge --dtype bf16 --accumulate f32 --sinks '[1]' P1.csv P2.csv
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
  4.47,5.38
  1.38,1.89
  2.38,2.98
