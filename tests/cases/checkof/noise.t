how
  Random rows that sum to 1 (numpy, seed 13): no mistake reproduces them.
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
  0.3417,0.3379,0.3204
  0.2034,0.0601,0.7365
  0.4020,0.0017,0.5963
stdout
  row 0, column 0: expected 0.345954, got 0.3417, difference 0.00425419
  row 0, column 1: expected 0.209832, got 0.3379, difference 0.128068
  row 0, column 2: expected 0.444214, got 0.3204, difference 0.123814
  row 1, column 0: expected 0.730679, got 0.2034, difference 0.527279
  row 1, column 1: expected 0.209343, got 0.0601, difference 0.149243
  row 1, column 2: expected 0.0599778, got 0.7365, difference 0.676522
  row 2, column 0: expected 0.291756, got 0.402, difference 0.110244
  row 2, column 1: expected 0.481024, got 0.0017, difference 0.479324
  row 2, column 2: expected 0.22722, got 0.5963, difference 0.36908
  9 of 9 cells differ (largest difference 0.676522 at row 1, column 2)
  no common mistake reproduces this answer
status 1
