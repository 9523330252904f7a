how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy no-scale + softmax-whole-matrix, written with %.4f.
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
  0.1989,0.0732,0.3280
  0.3280,0.0269,0.0022
  0.0099,0.0269,0.0060
stdout
  row 0, column 0: expected 0.345954, got 0.1989, difference 0.147054
  row 0, column 1: expected 0.209832, got 0.0732, difference 0.136632
  row 0, column 2: expected 0.444214, got 0.328, difference 0.116214
  row 1, column 0: expected 0.730679, got 0.328, difference 0.402679
  row 1, column 1: expected 0.209343, got 0.0269, difference 0.182443
  row 1, column 2: expected 0.0599778, got 0.0022, difference 0.0577778
  row 2, column 0: expected 0.291756, got 0.0099, difference 0.281856
  row 2, column 1: expected 0.481024, got 0.0269, difference 0.454124
  row 2, column 2: expected 0.22722, got 0.006, difference 0.22122
  9 of 9 cells differ (largest difference 0.454124 at row 2, column 1)
  likely mistakes (no-scale + softmax-whole-matrix): the dot products were not divided by sqrt(d_k) = 2; then one softmax over all 9 entries of the matrix, not one per row
status 1
