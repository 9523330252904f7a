how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  Two slips of the softmax: its axis, and the weights as percentages.
  The answer: tests/gen/checkof.py's numpy softmax-columns + percent, written with %.4f.
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
  39.8858,45.1863,82.1409
  51.2144,27.4069,6.7425
  8.8997,27.4069,11.1166
stdout
  row 0, column 0: expected 0.345954, got 39.8858, difference 39.5398
  row 0, column 1: expected 0.209832, got 45.1863, difference 44.9765
  row 0, column 2: expected 0.444214, got 82.1409, difference 81.6967
  row 1, column 0: expected 0.730679, got 51.2144, difference 50.4837
  row 1, column 1: expected 0.209343, got 27.4069, difference 27.1976
  row 1, column 2: expected 0.0599778, got 6.7425, difference 6.68252
  row 2, column 0: expected 0.291756, got 8.8997, difference 8.60794
  row 2, column 1: expected 0.481024, got 27.4069, difference 26.9259
  row 2, column 2: expected 0.22722, got 11.1166, difference 10.8894
  9 of 9 cells differ (largest difference 81.6967 at row 0, column 2)
  likely mistakes (softmax-columns + percent): a softmax down each of the 3 columns, not along each row; then the weights were written as percentages, times 100
status 1
