how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy softmax-whole-matrix, written with %.4f.
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
  0.1848,0.1121,0.2372
  0.2372,0.0680,0.0195
  0.0412,0.0680,0.0321
stdout
  row 0, column 0: expected 0.345954, got 0.1848, difference 0.161154
  row 0, column 1: expected 0.209832, got 0.1121, difference 0.0977318
  row 0, column 2: expected 0.444214, got 0.2372, difference 0.207014
  row 1, column 0: expected 0.730679, got 0.2372, difference 0.493479
  row 1, column 1: expected 0.209343, got 0.068, difference 0.141343
  row 1, column 2: expected 0.0599778, got 0.0195, difference 0.0404778
  row 2, column 0: expected 0.291756, got 0.0412, difference 0.250556
  row 2, column 1: expected 0.481024, got 0.068, difference 0.413024
  row 2, column 2: expected 0.22722, got 0.0321, difference 0.19512
  9 of 9 cells differ (largest difference 0.493479 at row 1, column 0)
  likely mistake (softmax-whole-matrix): one softmax over all 9 entries of the matrix, not one per row
status 1
