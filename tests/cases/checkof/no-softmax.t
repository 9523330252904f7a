how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy no-softmax, written with %.4f.
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
  1.0000,0.5000,1.2500
  1.2500,0.0000,-1.2500
  -0.5000,0.0000,-0.7500
stdout
  row 0, column 0: expected 0.345954, got 1, difference 0.654046
  row 0, column 1: expected 0.209832, got 0.5, difference 0.290168
  row 0, column 2: expected 0.444214, got 1.25, difference 0.805786
  row 1, column 0: expected 0.730679, got 1.25, difference 0.519321
  row 1, column 1: expected 0.209343, got 0, difference 0.209343
  row 1, column 2: expected 0.0599778, got -1.25, difference 1.30998
  row 2, column 0: expected 0.291756, got -0.5, difference 0.791756
  row 2, column 1: expected 0.481024, got 0, difference 0.481024
  row 2, column 2: expected 0.22722, got -0.75, difference 0.97722
  9 of 9 cells differ (largest difference 1.30998 at row 1, column 2)
  likely mistake (no-softmax): the scores were taken for the weights, with no softmax
status 1
