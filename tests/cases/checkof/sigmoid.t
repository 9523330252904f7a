how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy sigmoid, written with %.4f.
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
  0.7311,0.6225,0.7773
  0.7773,0.5000,0.2227
  0.3775,0.5000,0.3208
stdout
  row 0, column 0: expected 0.345954, got 0.7311, difference 0.385146
  row 0, column 1: expected 0.209832, got 0.6225, difference 0.412668
  row 0, column 2: expected 0.444214, got 0.7773, difference 0.333086
  row 1, column 0: expected 0.730679, got 0.7773, difference 0.0466209
  row 1, column 1: expected 0.209343, got 0.5, difference 0.290657
  row 1, column 2: expected 0.0599778, got 0.2227, difference 0.162722
  row 2, column 0: expected 0.291756, got 0.3775, difference 0.085744
  row 2, column 1: expected 0.481024, got 0.5, difference 0.0189757
  row 2, column 2: expected 0.22722, got 0.3208, difference 0.0935802
  9 of 9 cells differ (largest difference 0.412668 at row 0, column 1)
  likely mistake (sigmoid): a sigmoid of each score, 1 / (1 + e^-s), not a softmax of the row
status 1
