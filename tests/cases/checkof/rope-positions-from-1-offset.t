how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  --offset 3: positions 3, 4, 5.
  The answer: tests/gen/checkof.py's numpy rope-positions-from-1, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --offset 3 answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  -0.2752,2.0384,-1.0836,-0.9192
  2.0597,-1.0487,0.0879,0.9488
  3.1599,0.1199,0.1219,-1.9964
stdout
  row 0, column 0: expected -1.06055, got -0.2752, difference 0.785353
  row 0, column 1: expected 2.0291, got 2.0384, difference 0.00930443
  row 0, column 2: expected -0.353876, got -1.0836, difference 0.729724
  row 0, column 3: expected -0.939559, got -0.9192, difference 0.020359
  row 1, column 0: expected 1.18678, got 2.0597, difference 0.872917
  row 1, column 1: expected -1.03919, got -1.0487, difference 0.00951056
  row 1, column 2: expected -1.68569, got 0.0879, difference 1.77359
  row 1, column 3: expected 0.959211, got 0.9488, difference 0.0104108
  row 2, column 0: expected 1.80991, got 3.1599, difference 1.34999
  row 2, column 1: expected 0.0999583, got 0.1199, difference 0.0199417
  row 2, column 2: expected -2.59311, got 0.1219, difference 2.71501
  row 2, column 3: expected -1.9975, got -1.9964, difference 0.00110052
  12 of 12 cells differ (largest difference 2.71501 at row 2, column 2)
  likely mistake (rope-positions-from-1): the positions were counted from 1: row i at i + 3 + 1, not i + 3
status 1
