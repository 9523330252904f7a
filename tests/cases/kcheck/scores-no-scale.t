cmd
  $ATTN check --of scores -q Q.csv -k K.csv --dtype bf16 --brief answer.csv
file K.csv
  -0.30078125,-1.15625,-0.49609375,-0.2734375
  -1.1875,-0.49609375,-0.1572265625,0.734375
  1.0859375,0.328125,-0.002166748046875,0.8671875
  -1.078125,0.349609375,1.4375,1.875
  -0.80078125,1.0625,0.828125,0.115234375
file Q.csv
  -0.01446533203125,-0.6015625,0.040283203125,-0.72265625
  0.85546875,2.40625,-0.97265625,0.60546875
  -0.6875,0.6640625,0.36328125,-1.0546875
file answer.csv
  0.87890625,-0.2216796875,-0.83984375,-1.4921875,-0.67578125
  -2.71875,-1.609375,2.25,-0.34375,1.1328125
  -0.453125,-0.34375,-1.4453125,-0.482421875,1.4375
stdout
  the answer's largest difference from the exact output: 1.35747 at row 1, column 0 (127.756 ulps of bf16 there)
  the math recipe's (bf16, accumulators f32): 0.0021506 at row 1, column 2 (0.275276 ulps of bf16 there)
  ratio 631.206: 1.35747 > 2 x 0.0021506 + 0.00390625 (half an ulp of bf16 at the largest |O|) = 0.00820744: not rounding
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 2
status 1
