cmd
  $ATTN check --of scores -q Q.csv -k K.csv --dtype bf16 --brief answer.csv
file K.csv
  0.98046875,-0.27734375,-1.0078125,-1.984375
  0.46875,-0.369140625,-1.296875,-0.486328125
  -0.51953125,0.08447265625,-1.125,0.125
  -0.90234375,-0.66015625,-1.5390625,0.1240234375
  -0.054931640625,-1.3359375,0.142578125,0.07861328125
file Q.csv
  0.2451171875,-1.3984375,-0.490234375,0.435546875
  -1.5859375,0.6953125,-0.435546875,0.11328125
  -0.1201171875,0.875,1.90625,-0.734375
file answer.csv
  0.2578125,1.0546875,0.361328125,1.5078125,1.8203125
  -1.53125,-0.490234375,1.390625,1.65625,-0.89453125
  -0.82421875,-2.5,-2.09375,-3.5,-0.94921875
stdout
  the answer's largest difference from the exact output: 1.75292 at row 2, column 3 (128.373 ulps of bf16 there)
  the math recipe's (bf16, accumulators f32): 0.00312996 at row 2, column 2 (0.400635 ulps of bf16 there)
  ratio 560.044: 1.75292 > 2 x 0.00312996 + 0.00390625 (half an ulp of bf16 at the largest |O|) = 0.0101662: not rounding
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 2
status 1
