how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy exp2, written with %.4f.
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
  0.3232,0.1022,0.5747
  0.9439,0.0531,0.0030
  0.2117,0.6693,0.1190
stdout
  row 0, column 0: expected 0.345954, got 0.3232, difference 0.0227542
  row 0, column 1: expected 0.209832, got 0.1022, difference 0.107632
  row 0, column 2: expected 0.444214, got 0.5747, difference 0.130486
  row 1, column 0: expected 0.730679, got 0.9439, difference 0.213221
  row 1, column 1: expected 0.209343, got 0.0531, difference 0.156243
  row 1, column 2: expected 0.0599778, got 0.003, difference 0.0569778
  row 2, column 0: expected 0.291756, got 0.2117, difference 0.080056
  row 2, column 1: expected 0.481024, got 0.6693, difference 0.188276
  row 2, column 2: expected 0.22722, got 0.119, difference 0.10822
  9 of 9 cells differ (largest difference 0.213221 at row 1, column 0)
  likely mistake (exp2): the softmax took 10^s instead of e^s
status 1
