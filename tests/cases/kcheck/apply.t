cmd
  $ATTN check --of apply -a A.csv -v V.csv --dtype bf16 --brief answer.csv
file A.csv
  0.10009765625,0.2001953125,0.30078125,0.150390625,0.25
  0.5,0.5,0,0,0
  0.69921875,0.050048828125,0.050048828125,0.10009765625,0.10009765625
file V.csv
  0.62109375,-1.5859375
  -0.90625,-1.0390625
  -0.94921875,-0.53515625
  -0.0458984375,-0.1796875
  0.16015625,0.98046875
file answer.csv
  -0.37109375,-0.310546875
  -0.142578125,-1.3125
  0.353515625,-1.109375
stdout
  the answer's largest difference from the exact output: 0.00182629 at row 2, column 1 (0.233765 ulps of bf16 there)
  the math recipe's (bf16, accumulators f32): 0.00182629 at row 2, column 1 (0.233765 ulps of bf16 there)
  ratio 1: 0.00182629 <= 2 x 0.00182629 + 0.00390625 (half an ulp of bf16 at the largest |O|) = 0.00755882: rounding
