how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy scale-inverted, written with %.4f.
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
  0.2595,0.0351,0.7054
  0.9933,0.0067,0.0000
  0.1142,0.8438,0.0420
stdout
  row 0, column 0: expected 0.345954, got 0.2595, difference 0.0864542
  row 0, column 1: expected 0.209832, got 0.0351, difference 0.174732
  row 0, column 2: expected 0.444214, got 0.7054, difference 0.261186
  row 1, column 0: expected 0.730679, got 0.9933, difference 0.262621
  row 1, column 1: expected 0.209343, got 0.0067, difference 0.202643
  row 1, column 2: expected 0.0599778, got 0, difference 0.0599778
  row 2, column 0: expected 0.291756, got 0.1142, difference 0.177556
  row 2, column 1: expected 0.481024, got 0.8438, difference 0.362776
  row 2, column 2: expected 0.22722, got 0.042, difference 0.18522
  9 of 9 cells differ (largest difference 0.362776 at row 2, column 1)
  likely mistake (scale-inverted): the dot products were multiplied by sqrt(d_k) = 2 instead of divided by it
status 1
