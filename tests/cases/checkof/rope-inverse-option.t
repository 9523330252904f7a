how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  --inverse, turned forward all the same.
  The answer: tests/gen/checkof.py's numpy rope-inverse, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --inverse answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  -1.4128,-1.0099,1.5013,0.9900
  -2.1577,0.0400,2.3117,-1.9996
stdout
  row 1, column 0: expected 1.95309, got -1.4128, difference 3.36589
  row 1, column 1: expected -0.98995, got -1.0099, difference 0.0199498
  row 1, column 2: expected 0.659869, got 1.5013, difference 0.841431
  row 1, column 3: expected 1.00995, got 0.99, difference 0.0199498
  row 2, column 0: expected -0.339143, got -2.1577, difference 1.81856
  row 2, column 1: expected -0.0399973, got 0.04, difference 0.0799973
  row 2, column 2: expected -3.14404, got 2.3117, difference 5.45574
  7 of 12 cells differ (largest difference 5.45574 at row 2, column 2)
  likely mistake (rope-inverse): each pair turned by p theta_t, not by -p theta_t as --inverse asks
status 1
