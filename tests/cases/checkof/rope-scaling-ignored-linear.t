how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling linear --factor 4: theta_t / 4.
  The answer: tests/gen/checkof.py's numpy rope-scaling-ignored, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling linear --factor 4 answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  -1.4128,-1.0948,1.5013,0.8952
  -2.1577,0.3973,2.3117,-1.9601
stdout
  row 1, column 0: expected -0.0103517, got -1.4128, difference 1.40245
  row 1, column 1: expected -1.02468, got -1.0948, difference 0.0701151
  row 1, column 2: expected 2.06153, got 1.5013, difference 0.560227
  row 1, column 3: expected 0.97469, got 0.8952, difference 0.0794901
  row 2, column 0: expected 2.15332, got -2.1577, difference 4.31102
  row 2, column 1: expected 0.0999583, got 0.3973, difference 0.297342
  row 2, column 2: expected 2.31586, got 2.3117, difference 0.00415918
  row 2, column 3: expected -1.9975, got -1.9601, difference 0.0374005
  8 of 12 cells differ (largest difference 4.31102 at row 2, column 0)
  likely mistake (rope-scaling-ignored): --scaling linear was left out: the frequencies unscaled, B^(-2t/R)
status 1
