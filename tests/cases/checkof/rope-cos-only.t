how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  The answer: tests/gen/checkof.py's numpy rope-cos-only, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  0.2702,-1.0000,1.0806,1.0000
  -1.2484,0.0000,-0.4161,-1.9996
stdout
  row 1, column 0: expected -1.41279, got 0.2702, difference 1.68299
  row 1, column 1: expected -1.00995, got -1, difference 0.00994983
  row 1, column 2: expected 1.50134, got 1.0806, difference 0.42074
  row 1, column 3: expected 0.98995, got 1, difference 0.0100498
  row 2, column 0: expected -2.15774, got -1.2484, difference 0.909338
  row 2, column 1: expected 0.0399973, got 0, difference 0.0399973
  row 2, column 2: expected 2.31175, got -0.4161, difference 2.72785
  7 of 12 cells differ (largest difference 2.72785 at row 2, column 2)
  likely mistake (rope-cos-only): y = x cos(p theta_t): the sine terms were left out
status 1
