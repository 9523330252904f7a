how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling linear --factor 4: theta_t / 4.
  The answer: tests/gen/checkof.py's numpy rope-factor-inverted, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling linear --factor 4 answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  1.1868,-1.3105,-1.6857,0.5316
  -1.4259,1.4347,2.8226,-1.3934
stdout
  row 1, column 0: expected -0.0103517, got 1.1868, difference 1.19715
  row 1, column 1: expected -1.02468, got -1.3105, difference 0.285815
  row 1, column 2: expected 2.06153, got -1.6857, difference 3.74723
  row 1, column 3: expected 0.97469, got 0.5316, difference 0.44309
  row 2, column 0: expected 2.15332, got -1.4259, difference 3.57922
  row 2, column 1: expected 0.0999583, got 1.4347, difference 1.33474
  row 2, column 2: expected 2.31586, got 2.8226, difference 0.506741
  row 2, column 3: expected -1.9975, got -1.3934, difference 0.604101
  8 of 12 cells differ (largest difference 3.74723 at row 1, column 2)
  likely mistake (rope-factor-inverted): the frequencies were multiplied by F = 4, not divided (the positions times F)
status 1
