how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling yarn, F 4, L0 1000, --no-truncate, 8 columns: the ramp 0, 0, 0.20, 0.53.
  The answer is them, written with %.2f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling yarn --factor 4 --original-max 1000 --no-truncate answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.14,2.28,0.57,-1.14,1.14,-0.57,-2.28,-1.14
  1.27,-0.37,2.17,1.15,-0.14,-2.52,1.33,-0.55
  -3.49,0.67,1.12,-2.15,2.16,-0.92,0.19,-3.50
stdout
  row 0, column 0: expected 1.13863, got 1.14, difference 0.00137056
  row 0, column 1: expected 2.27726, got 2.28, difference 0.00274113
  row 0, column 2: expected 0.569315, got 0.57, difference 0.000685282
  row 0, column 3: expected -1.13863, got -1.14, difference 0.00137056
  row 0, column 4: expected 1.13863, got 1.14, difference 0.00137056
  row 0, column 5: expected -0.569315, got -0.57, difference 0.000685282
  row 0, column 6: expected -2.27726, got -2.28, difference 0.00274113
  row 0, column 7: expected -1.13863, got -1.14, difference 0.00137056
  row 1, column 0: expected 1.26573, got 1.27, difference 0.00427431
  row 1, column 1: expected -0.373981, got -0.37, difference 0.00398067
  row 1, column 2: expected 2.17252, got 2.17, difference 0.00252238
  row 1, column 3: expected 1.14922, got 1.15, difference 0.000779204
  row 1, column 4: expected -0.136142, got -0.14, difference 0.00385771
  row 1, column 5: expected -2.51844, got -2.52, difference 0.0015633
  row 1, column 6: expected 1.3276, got 1.33, difference 0.00239635
  row 1, column 7: expected -0.54762, got -0.55, difference 0.00237987
  row 2, column 0: expected -3.49222, got -3.49, difference 0.00221675
  row 2, column 1: expected 0.673075, got 0.67, difference 0.00307474
  row 2, column 2: expected 1.12226, got 1.12, difference 0.00225995
  row 2, column 3: expected -2.14609, got -2.15, difference 0.00390897
  ... and 4 more
  24 of 24 cells differ (largest difference 0.00427431 at row 1, column 0)
  likely mistake (rounding): right to the digits written; --atol 5e-3 accepts it
status 1
