how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling llama3, F 8, L0 32, 8 columns: pair 0 unscaled, pair 1 blended, pairs 2 and 3 over 8.
  The answer: tests/gen/checkof.py's numpy rope-scaling-as-linear, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling llama3 --factor 8 --original-max 32 answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.0000,2.0000,0.5000,-1.0000,1.0000,-0.5000,-2.0000,-1.0000
  0.6208,-0.9202,1.9873,1.0020,-0.9299,-2.0380,1.0249,-0.4960
  2.4119,0.0790,0.9997,-1.9762,2.6800,-0.9969,0.0250,-3.0157
stdout
  row 1, column 0: expected 1.11162, got 0.6208, difference 0.490822
  row 1, column 1: expected -0.804024, got -0.9202, difference 0.116176
  row 1, column 4: expected -0.119567, got -0.9299, difference 0.810333
  row 1, column 5: expected -2.08652, got -2.038, difference 0.0485151
  row 2, column 0: expected -3.06704, got 2.4119, difference 5.47894
  row 2, column 1: expected 0.190508, got 0.079, difference 0.111508
  row 2, column 4: expected 1.8956, got 2.68, difference 0.784401
  row 2, column 5: expected -0.981686, got -0.9969, difference 0.0152144
  8 of 24 cells differ (largest difference 5.47894 at row 2, column 0)
  likely mistake (rope-scaling-as-linear): every frequency was divided by F = 8, as --scaling linear does, instead of llama3's blend of theta_t and theta_t / F
status 1
