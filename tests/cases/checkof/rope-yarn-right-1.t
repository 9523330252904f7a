how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling yarn, F 4, L0 1000, --no-truncate, 8 columns: the ramp 0, 0, 0.20, 0.53.
  The answer is them, written with %.1f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling yarn --factor 4 --original-max 1000 --no-truncate answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.1,2.3,0.6,-1.1,1.1,-0.6,-2.3,-1.1
  1.3,-0.4,2.2,1.1,-0.1,-2.5,1.3,-0.5
  -3.5,0.7,1.1,-2.1,2.2,-0.9,0.2,-3.5
stdout
  row 0, column 0: expected 1.13863, got 1.1, difference 0.0386294
  row 0, column 1: expected 2.27726, got 2.3, difference 0.0227411
  row 0, column 2: expected 0.569315, got 0.6, difference 0.0306853
  row 0, column 3: expected -1.13863, got -1.1, difference 0.0386294
  row 0, column 4: expected 1.13863, got 1.1, difference 0.0386294
  row 0, column 5: expected -0.569315, got -0.6, difference 0.0306853
  row 0, column 6: expected -2.27726, got -2.3, difference 0.0227411
  row 0, column 7: expected -1.13863, got -1.1, difference 0.0386294
  row 1, column 0: expected 1.26573, got 1.3, difference 0.0342743
  row 1, column 1: expected -0.373981, got -0.4, difference 0.0260193
  row 1, column 2: expected 2.17252, got 2.2, difference 0.0274776
  row 1, column 3: expected 1.14922, got 1.1, difference 0.0492208
  row 1, column 4: expected -0.136142, got -0.1, difference 0.0361423
  row 1, column 5: expected -2.51844, got -2.5, difference 0.0184367
  row 1, column 6: expected 1.3276, got 1.3, difference 0.0276037
  row 1, column 7: expected -0.54762, got -0.5, difference 0.0476201
  row 2, column 0: expected -3.49222, got -3.5, difference 0.00778325
  row 2, column 1: expected 0.673075, got 0.7, difference 0.0269253
  row 2, column 2: expected 1.12226, got 1.1, difference 0.0222599
  row 2, column 3: expected -2.14609, got -2.1, difference 0.046091
  ... and 4 more
  24 of 24 cells differ (largest difference 0.0492208 at row 1, column 3)
  likely mistake (rounding): right to the digits written; --atol 5e-2 accepts it
status 1
