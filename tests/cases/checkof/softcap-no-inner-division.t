how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --softcap 2: 2 tanh(s), not 2 tanh(s / 2).
  The answer: tests/gen/checkof.py's numpy softcap-no-inner-division, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --softcap 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3651,0.2006,0.4343
  0.8218,0.1506,0.0276
  0.2366,0.5961,0.1674
stdout
  row 0, column 0: expected 0.350775, got 0.3651, difference 0.0143252
  row 0, column 1: expected 0.227181, got 0.2006, difference 0.0265811
  row 0, column 2: expected 0.422044, got 0.4343, difference 0.012256
  row 1, column 0: expected 0.695117, got 0.8218, difference 0.126683
  row 1, column 1: expected 0.229266, got 0.1506, difference 0.0786656
  row 1, column 2: expected 0.075617, got 0.0276, difference 0.048017
  row 2, column 0: expected 0.291624, got 0.2366, difference 0.0550243
  row 2, column 1: expected 0.475946, got 0.5961, difference 0.120154
  row 2, column 2: expected 0.23243, got 0.1674, difference 0.06503
  9 of 9 cells differ (largest difference 0.126683 at row 1, column 0)
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 2
  likely mistake (softcap-no-inner-division): --softcap 2 mapped x to C*tanh(x), not C*tanh(x/C)
status 1
