how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling yarn, F 4, L0 1000, --no-truncate, 8 columns: the ramp 0, 0, 0.20, 0.53.
  The answer: tests/gen/checkof.py's numpy rope-scaling-as-linear, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling yarn --factor 4 --original-max 1000 --no-truncate answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.0000,2.0000,0.5000,-1.0000,1.0000,-0.5000,-2.0000,-1.0000
  0.7319,-0.8389,1.9744,1.0039,-0.8452,-2.0727,1.0497,-0.4921
  1.6739,0.1575,0.9988,-1.9523,3.1934,-0.9875,0.0500,-3.0312
stdout
  row 0, column 0: expected 1.13863, got 1, difference 0.138629
  row 0, column 1: expected 2.27726, got 2, difference 0.277259
  row 0, column 2: expected 0.569315, got 0.5, difference 0.0693147
  row 0, column 3: expected -1.13863, got -1, difference 0.138629
  row 0, column 4: expected 1.13863, got 1, difference 0.138629
  row 0, column 5: expected -0.569315, got -0.5, difference 0.0693147
  row 0, column 6: expected -2.27726, got -2, difference 0.277259
  row 0, column 7: expected -1.13863, got -1, difference 0.138629
  row 1, column 0: expected 1.26573, got 0.7319, difference 0.533826
  row 1, column 1: expected -0.373981, got -0.8389, difference 0.464919
  row 1, column 2: expected 2.17252, got 1.9744, difference 0.198122
  row 1, column 3: expected 1.14922, got 1.0039, difference 0.145321
  row 1, column 4: expected -0.136142, got -0.8452, difference 0.709058
  row 1, column 5: expected -2.51844, got -2.0727, difference 0.445737
  row 1, column 6: expected 1.3276, got 1.0497, difference 0.277904
  row 1, column 7: expected -0.54762, got -0.4921, difference 0.0555201
  row 2, column 0: expected -3.49222, got 1.6739, difference 5.16612
  row 2, column 1: expected 0.673075, got 0.1575, difference 0.515575
  row 2, column 2: expected 1.12226, got 0.9988, difference 0.12346
  row 2, column 3: expected -2.14609, got -1.9523, difference 0.193791
  ... and 4 more
  24 of 24 cells differ (largest difference 5.16612 at row 2, column 0)
  likely mistake (rope-scaling-as-linear): every frequency was divided by F = 4, as --scaling linear does, instead of yarn's ramp from theta_t to theta_t / F, and cos and sin not times A = 1.13863
status 1
