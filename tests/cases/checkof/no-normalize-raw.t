how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy no-normalize, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  2.7183,1.6487,3.4903
  3.4903,1.0000,0.2865
  0.6065,1.0000,0.4724
stdout
  row 0, column 0: expected 0.345954, got 2.7183, difference 2.37235
  row 0, column 1: expected 0.209832, got 1.6487, difference 1.43887
  row 0, column 2: expected 0.444214, got 3.4903, difference 3.04609
  row 1, column 0: expected 0.730679, got 3.4903, difference 2.75962
  row 1, column 1: expected 0.209343, got 1, difference 0.790657
  row 1, column 2: expected 0.0599778, got 0.2865, difference 0.226522
  row 2, column 0: expected 0.291756, got 0.6065, difference 0.314744
  row 2, column 1: expected 0.481024, got 1, difference 0.518976
  row 2, column 2: expected 0.22722, got 0.4724, difference 0.24518
  9 of 9 cells differ (largest difference 3.04609 at row 0, column 2)
  likely mistake (no-normalize): the exponentials exp(s) were not divided by their sum (row 0: 7.85735)
status 1
