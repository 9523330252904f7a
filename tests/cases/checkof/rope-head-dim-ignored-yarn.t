how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --head-dim 4 of 8 columns: two heads, turned as one of 8.
  --scaling yarn, F 4, L0 16: pair 0 unscaled, pair 1 over 4; cos and sin times 0.1 ln 4 + 1.
  The answer: tests/gen/checkof.py's numpy rope-heads-ignored, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling yarn --factor 4 --original-max 16 --head-dim 4 answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.1386,2.2773,0.5693,-1.1386,1.1386,-0.5693,-2.2773,-1.1386
  1.2657,-0.9552,2.2481,1.1431,-0.1361,-2.3601,1.1952,-0.5603
  -3.4922,0.1793,1.1372,-2.2230,2.1584,-1.1244,0.0569,-3.4515
stdout
  row 1, column 0: expected -1.60865, got 1.2657, difference 2.87435
  row 1, column 1: expected -1.16674, got -0.9552, difference 0.211536
  row 1, column 2: expected 1.70947, got 2.2481, difference 0.53863
  row 1, column 3: expected 1.10981, got 1.1431, difference 0.0332891
  row 1, column 4: expected -1.57333, got -0.1361, difference 1.43723
  row 1, column 5: expected -2.26232, got -2.3601, difference 0.0977841
  row 1, column 6: expected -0.34292, got 1.1952, difference 1.53812
  row 1, column 7: expected -0.626062, got -0.5603, difference 0.0657624
  row 2, column 0: expected -2.45686, got -3.4922, difference 1.03534
  row 2, column 1: expected 0.113816, got 0.1793, difference 0.0654845
  row 2, column 2: expected 2.63222, got 1.1372, difference 1.49502
  row 2, column 3: expected -2.27441, got -2.223, difference 0.0514129
  row 2, column 4: expected -0.947674, got 2.1584, difference 3.10607
  row 2, column 5: expected -0.966483, got -1.1244, difference 0.157917
  row 2, column 6: expected 2.07071, got 0.0569, difference 2.01381
  row 2, column 7: expected -3.46853, got -3.4515, difference 0.0170271
  16 of 24 cells differ (largest difference 3.10607 at row 2, column 4)
  likely mistake (rope-heads-ignored): --head-dim 4 was left out: each row was turned as one head of 8 columns
status 1
