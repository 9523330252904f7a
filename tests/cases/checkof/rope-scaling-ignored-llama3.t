how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling llama3, F 8, L0 32, 8 columns: pair 0 unscaled, pair 1 blended, pairs 2 and 3 over 8.
  The answer: tests/gen/checkof.py's numpy rope-scaling-ignored, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling llama3 --factor 8 --original-max 32 answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.0000,2.0000,0.5000,-1.0000,1.0000,-0.5000,-2.0000,-1.0000
  1.1116,-0.3284,1.8902,1.0153,-0.1196,-2.2118,1.1947,-0.4681
  -3.0670,0.5911,0.9801,-1.8064,1.8956,-0.8066,0.1987,-3.1204
stdout
  row 1, column 1: expected -0.804024, got -0.3284, difference 0.475624
  row 1, column 2: expected 1.98734, got 1.8902, difference 0.0971441
  row 1, column 3: expected 1.00197, got 1.0153, difference 0.0133314
  row 1, column 5: expected -2.08652, got -2.2118, difference 0.125285
  row 1, column 6: expected 1.02492, got 1.1947, difference 0.169779
  row 1, column 7: expected -0.496043, got -0.4681, difference 0.0279433
  row 2, column 1: expected 0.190508, got 0.5911, difference 0.400592
  row 2, column 2: expected 0.999688, got 0.9801, difference 0.0195875
  row 2, column 3: expected -1.97622, got -1.8064, difference 0.169821
  row 2, column 5: expected -0.981686, got -0.8066, difference 0.175086
  row 2, column 6: expected 0.0249974, got 0.1987, difference 0.173703
  row 2, column 7: expected -3.01572, got -3.1204, difference 0.104683
  12 of 24 cells differ (largest difference 0.475624 at row 1, column 1)
  likely mistake (rope-scaling-ignored): --scaling llama3 was left out: the frequencies unscaled, B^(-2t/R)
status 1
