how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  Each e^s to 2 decimals, by hand.
  The answer: tests/gen/checkof.py's numpy exp-rounded, written with %.4f.
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
  0.3461,0.2099,0.4440
  0.7301,0.2092,0.0607
  0.2933,0.4808,0.2260
stdout
  row 0, column 0: expected 0.345954, got 0.3461, difference 0.000145805
  row 0, column 1: expected 0.209832, got 0.2099, difference 6.8174e-05
  row 0, column 2: expected 0.444214, got 0.444, difference 0.000213979
  row 1, column 0: expected 0.730679, got 0.7301, difference 0.000579129
  row 1, column 1: expected 0.209343, got 0.2092, difference 0.000143075
  row 1, column 2: expected 0.0599778, got 0.0607, difference 0.000722205
  row 2, column 0: expected 0.291756, got 0.2933, difference 0.00154404
  row 2, column 1: expected 0.481024, got 0.4808, difference 0.000224263
  row 2, column 2: expected 0.22722, got 0.226, difference 0.00121977
  9 of 9 cells differ (largest difference 0.00154404 at row 2, column 0)
  likely mistake (exp-rounded): each e^s was written down rounded to 2 decimals, then summed and divided
status 1
