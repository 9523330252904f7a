how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy scale-after-softmax, written with %.4f.
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
  0.1657,0.0610,0.2733
  0.4592,0.0377,0.0031
  0.1156,0.3143,0.0701
stdout
  row 0, column 0: expected 0.345954, got 0.1657, difference 0.180254
  row 0, column 1: expected 0.209832, got 0.061, difference 0.148832
  row 0, column 2: expected 0.444214, got 0.2733, difference 0.170914
  row 1, column 0: expected 0.730679, got 0.4592, difference 0.271479
  row 1, column 1: expected 0.209343, got 0.0377, difference 0.171643
  row 1, column 2: expected 0.0599778, got 0.0031, difference 0.0568778
  row 2, column 0: expected 0.291756, got 0.1156, difference 0.176156
  row 2, column 1: expected 0.481024, got 0.3143, difference 0.166724
  row 2, column 2: expected 0.22722, got 0.0701, difference 0.15712
  9 of 9 cells differ (largest difference 0.271479 at row 1, column 0)
  likely mistake (scale-after-softmax): the softmax was taken of the plain dot products and the weights then multiplied by the scale 0.5
status 1
