how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling llama3, F 8, L0 32, 8 columns: pair 0 unscaled, pair 1 blended, pairs 2 and 3 over 8.
  The answer is them, written with %.3f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling llama3 --factor 8 --original-max 32 answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.000,2.000,0.500,-1.000,1.000,-0.500,-2.000,-1.000
  1.112,-0.804,1.987,1.002,-0.120,-2.087,1.025,-0.496
  -3.067,0.191,1.000,-1.976,1.896,-0.982,0.025,-3.016
stdout
  row 1, column 0: expected 1.11162, got 1.112, difference 0.000377862
  row 1, column 1: expected -0.804024, got -0.804, difference 2.41961e-05
  row 1, column 2: expected 1.98734, got 1.987, difference 0.000344078
  row 1, column 3: expected 1.00197, got 1.002, difference 3.13941e-05
  row 1, column 4: expected -0.119567, got -0.12, difference 0.000433187
  row 1, column 5: expected -2.08652, got -2.087, difference 0.000484941
  row 1, column 6: expected 1.02492, got 1.025, difference 7.8775e-05
  row 1, column 7: expected -0.496043, got -0.496, difference 4.3257e-05
  row 2, column 0: expected -3.06704, got -3.067, difference 3.53633e-05
  row 2, column 1: expected 0.190508, got 0.191, difference 0.000491633
  row 2, column 2: expected 0.999688, got 1, difference 0.000312484
  row 2, column 3: expected -1.97622, got -1.976, difference 0.000220665
  row 2, column 4: expected 1.8956, got 1.896, difference 0.000401393
  row 2, column 5: expected -0.981686, got -0.982, difference 0.000314428
  row 2, column 6: expected 0.0249974, got 0.025, difference 2.60409e-06
  row 2, column 7: expected -3.01572, got -3.016, difference 0.000282526
  16 of 24 cells differ (largest difference 0.000491633 at row 2, column 1)
  likely mistake (rounding): right to the digits written; --atol 5e-4 accepts it
status 1
