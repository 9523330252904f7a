how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --positions 3, 0, 7 (a left-padded batch's ids): row i at its entry.
  --scaling llama3, F 8, L0 32, 8 columns: pair 0 unscaled, pair 1 blended, pairs 2 and 3 over 8.
  The answer: tests/gen/checkof.py's numpy rope-positions-ignored, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --positions P.csv --scaling llama3 --factor 8 --original-max 32 answer.csv -p 6
file P.csv
  3
  0
  7
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.0000,2.0000,0.5000,-1.0000,1.0000,-0.5000,-2.0000,-1.0000
  1.1116,-0.8040,1.9873,1.0020,-0.1196,-2.0865,1.0249,-0.4960
  -3.0670,0.1905,0.9997,-1.9762,1.8956,-0.9817,0.0250,-3.0157
stdout
  row 0, column 0: expected -1.13111, got 1, difference 2.13111
  row 0, column 1: expected 2.05969, got 2, difference 0.0596876
  row 0, column 2: expected 0.574631, got 0.5, difference 0.0746309
  row 0, column 3: expected -0.988071, got -1, difference 0.0119286
  row 0, column 4: expected -0.848872, got 1, difference 1.84887
  row 0, column 5: expected 0.0876747, got -0.5, difference 0.587675
  row 0, column 6: expected -1.97985, got -2, difference 0.0201517
  row 0, column 7: expected -1.01179, got -1, difference 0.011788
  row 1, column 0: expected 0.5, got 1.1116, difference 0.6116
  row 1, column 1: expected -1, got -0.804, difference 0.196
  row 1, column 2: expected 2, got 1.9873, difference 0.0127
  row 1, column 3: expected 1, got 1.002, difference 0.002
  row 1, column 4: expected -1, got -0.1196, difference 0.8804
  row 1, column 5: expected -2, got -2.0865, difference 0.0865
  row 1, column 6: expected 1, got 1.0249, difference 0.0249
  row 1, column 7: expected -0.5, got -0.496, difference 0.004
  row 2, column 0: expected 0.947734, got -3.067, difference 4.01473
  row 2, column 1: expected 0.621675, got 0.1905, difference 0.431175
  row 2, column 2: expected 0.996174, got 0.9997, difference 0.00352568
  row 2, column 3: expected -1.91624, got -1.9762, difference 0.0599648
  ... and 4 more
  24 of 24 cells differ (largest difference 4.01473 at row 2, column 0)
  likely mistake (rope-positions-ignored): --positions was left out: row i at position i, not row i of P.csv
status 1
