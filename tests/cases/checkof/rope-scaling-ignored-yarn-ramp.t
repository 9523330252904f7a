how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling yarn, F 4, L0 1000, --no-truncate, 8 columns: the ramp 0, 0, 0.20, 0.53.
  The answer: tests/gen/checkof.py's numpy rope-scaling-ignored, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling yarn --factor 4 --original-max 1000 --no-truncate answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.0000,2.0000,0.5000,-1.0000,1.0000,-0.5000,-2.0000,-1.0000
  1.1116,-0.3284,1.8902,1.0153,-0.1196,-2.2118,1.1947,-0.4681
  -3.0670,0.5911,0.9801,-1.8064,1.8956,-0.8066,0.1987,-3.1204
stdout
  row 0, column 0: expected 1.13863, got 1, difference 0.138629
  row 0, column 1: expected 2.27726, got 2, difference 0.277259
  row 0, column 2: expected 0.569315, got 0.5, difference 0.0693147
  row 0, column 3: expected -1.13863, got -1, difference 0.138629
  row 0, column 4: expected 1.13863, got 1, difference 0.138629
  row 0, column 5: expected -0.569315, got -0.5, difference 0.0693147
  row 0, column 6: expected -2.27726, got -2, difference 0.277259
  row 0, column 7: expected -1.13863, got -1, difference 0.138629
  row 1, column 0: expected 1.26573, got 1.1116, difference 0.154126
  row 1, column 1: expected -0.373981, got -0.3284, difference 0.0455807
  row 1, column 2: expected 2.17252, got 1.8902, difference 0.282322
  row 1, column 3: expected 1.14922, got 1.0153, difference 0.133921
  row 1, column 4: expected -0.136142, got -0.1196, difference 0.0165423
  row 1, column 5: expected -2.51844, got -2.2118, difference 0.306637
  row 1, column 6: expected 1.3276, got 1.1947, difference 0.132904
  row 1, column 7: expected -0.54762, got -0.4681, difference 0.0795201
  row 2, column 0: expected -3.49222, got -3.067, difference 0.425217
  row 2, column 1: expected 0.673075, got 0.5911, difference 0.0819747
  row 2, column 2: expected 1.12226, got 0.9801, difference 0.14216
  row 2, column 3: expected -2.14609, got -1.8064, difference 0.339691
  ... and 4 more
  24 of 24 cells differ (largest difference 0.425217 at row 2, column 0)
  likely mistake (rope-scaling-ignored): --scaling yarn was left out: the frequencies unscaled, B^(-2t/R), and cos and sin not times A = 1.13863
status 1
