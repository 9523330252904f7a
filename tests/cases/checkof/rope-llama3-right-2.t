how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling llama3, F 8, L0 32, 8 columns: pair 0 unscaled, pair 1 blended, pairs 2 and 3 over 8.
  The answer is them, written with %.2f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling llama3 --factor 8 --original-max 32 answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.00,2.00,0.50,-1.00,1.00,-0.50,-2.00,-1.00
  1.11,-0.80,1.99,1.00,-0.12,-2.09,1.02,-0.50
  -3.07,0.19,1.00,-1.98,1.90,-0.98,0.02,-3.02
stdout
  row 1, column 0: expected 1.11162, got 1.11, difference 0.00162214
  row 1, column 1: expected -0.804024, got -0.8, difference 0.0040242
  row 1, column 2: expected 1.98734, got 1.99, difference 0.00265592
  row 1, column 3: expected 1.00197, got 1, difference 0.00196861
  row 1, column 4: expected -0.119567, got -0.12, difference 0.000433187
  row 1, column 5: expected -2.08652, got -2.09, difference 0.00348494
  row 1, column 6: expected 1.02492, got 1.02, difference 0.00492122
  row 1, column 7: expected -0.496043, got -0.5, difference 0.00395674
  row 2, column 0: expected -3.06704, got -3.07, difference 0.00296464
  row 2, column 1: expected 0.190508, got 0.19, difference 0.000508367
  row 2, column 2: expected 0.999688, got 1, difference 0.000312484
  row 2, column 3: expected -1.97622, got -1.98, difference 0.00377934
  row 2, column 4: expected 1.8956, got 1.9, difference 0.00440139
  row 2, column 5: expected -0.981686, got -0.98, difference 0.00168557
  row 2, column 6: expected 0.0249974, got 0.02, difference 0.0049974
  row 2, column 7: expected -3.01572, got -3.02, difference 0.00428253
  16 of 24 cells differ (largest difference 0.0049974 at row 2, column 6)
  likely mistake (rounding): right to the digits written; --atol 5e-3 accepts it
status 1
