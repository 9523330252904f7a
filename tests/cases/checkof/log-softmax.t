how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy log-softmax, written with %.4f.
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
  -1.0614,-1.5614,-0.8114
  -0.3138,-1.5638,-2.8138
  -1.2318,-0.7318,-1.4818
stdout
  row 0, column 0: expected 0.345954, got -1.0614, difference 1.40735
  row 0, column 1: expected 0.209832, got -1.5614, difference 1.77123
  row 0, column 2: expected 0.444214, got -0.8114, difference 1.25561
  row 1, column 0: expected 0.730679, got -0.3138, difference 1.04448
  row 1, column 1: expected 0.209343, got -1.5638, difference 1.77314
  row 1, column 2: expected 0.0599778, got -2.8138, difference 2.87378
  row 2, column 0: expected 0.291756, got -1.2318, difference 1.52356
  row 2, column 1: expected 0.481024, got -0.7318, difference 1.21282
  row 2, column 2: expected 0.22722, got -1.4818, difference 1.70902
  9 of 9 cells differ (largest difference 2.87378 at row 1, column 2)
  likely mistake (log-softmax): the log of the weights (a log-softmax), not the weights
status 1
