cmd
  $ATTN check --of apply -a A.csv -v V.csv --dtype bf16 --brief answer.csv
file A.csv
  0.10009765625,0.2001953125,0.30078125,0.150390625,0.25
  0.5,0.5,0,0,0
  0.69921875,0.050048828125,0.050048828125,0.10009765625,0.10009765625
file V.csv
  -0.86328125,1.3046875
  0.275390625,-0.4609375
  -1.484375,-1.2265625
  -0.7578125,0.5859375
  1.0546875,0.3515625
file answer.csv
  -0.328125,-0.154296875
  -0.29296875,0.421875
  -0.6328125,0.921875
stdout
  the answer's largest difference from the exact output: 0.0016017 at row 2, column 0 (0.410034 ulps of bf16 there)
  the math recipe's (bf16, accumulators f32): 0.0016017 at row 2, column 0 (0.410034 ulps of bf16 there)
  ratio 1: 0.0016017 <= 2 x 0.0016017 + 0.00195312 (half an ulp of bf16 at the largest |O|) = 0.00515652: rounding
