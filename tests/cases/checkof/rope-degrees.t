how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  --base 100.
  The answer: tests/gen/checkof.py's numpy rope-degrees, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  0.4650,-1.0017,2.0084,0.9983
  2.9633,0.0070,1.1041,-2.0000
stdout
  row 1, column 0: expected -1.41279, got 0.465, difference 1.87779
  row 1, column 1: expected -1.09484, got -1.0017, difference 0.0931376
  row 1, column 2: expected 1.50134, got 2.0084, difference 0.50706
  row 1, column 3: expected 0.895171, got 0.9983, difference 0.103129
  row 2, column 0: expected -2.15774, got 2.9633, difference 5.12104
  row 2, column 1: expected 0.397339, got 0.007, difference 0.390339
  row 2, column 2: expected 2.31175, got 1.1041, difference 1.20765
  row 2, column 3: expected -1.96013, got -2, difference 0.0398668
  8 of 12 cells differ (largest difference 5.12104 at row 2, column 0)
  likely mistake (rope-degrees): each angle p theta_t was taken in degrees, not radians
status 1
