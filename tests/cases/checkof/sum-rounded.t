how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  Each sum to 1 decimal, by hand.
  The answer: tests/gen/checkof.py's numpy sum-rounded, written with %.4f.
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
  0.3441,0.2087,0.4418
  0.7272,0.2083,0.0597
  0.2888,0.4762,0.2249
stdout
  row 0, column 0: expected 0.345954, got 0.3441, difference 0.00185419
  row 0, column 1: expected 0.209832, got 0.2087, difference 0.00113183
  row 0, column 2: expected 0.444214, got 0.4418, difference 0.00241398
  row 1, column 0: expected 0.730679, got 0.7272, difference 0.00347913
  row 1, column 1: expected 0.209343, got 0.2083, difference 0.00104308
  row 1, column 2: expected 0.0599778, got 0.0597, difference 0.000277795
  row 2, column 0: expected 0.291756, got 0.2888, difference 0.00295596
  row 2, column 1: expected 0.481024, got 0.4762, difference 0.00482426
  row 2, column 2: expected 0.22722, got 0.2249, difference 0.00231977
  9 of 9 cells differ (largest difference 0.00482426 at row 2, column 1)
  likely mistake (sum-rounded): each row's sum of e^s was rounded to 1 decimal before the division
status 1
