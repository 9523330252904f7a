how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  --offset 3, the rows at 0, 1, 2.
  The answer: tests/gen/checkof.py's numpy rope-offset-ignored, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --offset 3 answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  -1.4128,-1.0099,1.5013,0.9900
  -2.1577,0.0400,2.3117,-1.9996
stdout
  row 0, column 0: expected -1.06055, got 1, difference 2.06055
  row 0, column 1: expected 2.0291, got 2, difference 0.0290956
  row 0, column 2: expected -0.353876, got 0.5, difference 0.853876
  row 0, column 3: expected -0.939559, got -1, difference 0.060441
  row 1, column 0: expected 1.18678, got -1.4128, difference 2.59958
  row 1, column 1: expected -1.03919, got -1.0099, difference 0.0292894
  row 1, column 2: expected -1.68569, got 1.5013, difference 3.18699
  row 1, column 3: expected 0.959211, got 0.99, difference 0.0307892
  row 2, column 0: expected 1.80991, got -2.1577, difference 3.96761
  row 2, column 1: expected 0.0999583, got 0.04, difference 0.0599583
  row 2, column 2: expected -2.59311, got 2.3117, difference 4.90481
  row 2, column 3: expected -1.9975, got -1.9996, difference 0.00209948
  12 of 12 cells differ (largest difference 4.90481 at row 2, column 2)
  likely mistake (rope-offset-ignored): --offset 3 was left out: row i at position i, not i + 3
status 1
