how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  --base 100, turned with 10000.
  The answer: tests/gen/checkof.py's numpy rope-base-default, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  -1.4128,-1.0099,1.5013,0.9900
  -2.1577,0.0400,2.3117,-1.9996
stdout
  row 1, column 1: expected -1.09484, got -1.0099, difference 0.0849376
  row 1, column 3: expected 0.895171, got 0.99, difference 0.0948293
  row 2, column 1: expected 0.397339, got 0.04, difference 0.357339
  row 2, column 3: expected -1.96013, got -1.9996, difference 0.0394668
  4 of 12 cells differ (largest difference 0.357339 at row 2, column 1)
  likely mistake (rope-frequency-exponent): the frequencies were theta_t = B^(-4t/R), not B^(-2t/R)
  likely mistake (rope-base-default): the base was 10000, not --base 100
status 1
