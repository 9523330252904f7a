how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  V is large, so that weights rounded to the 4 decimals of the answer move O by more than half a unit of its last digit.
  The answer: tests/gen/checkof.py's numpy weights-rounded, written with %.4f.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file V.csv
  10,0,20
  0,30,-10
  20,10,0
file answer.csv
  12.3400,10.7400,4.8200
  8.5100,6.8700,12.5300
  7.4600,16.7000,1.0300
stdout
  row 0, column 0: expected 12.3438, got 12.34, difference 0.00382153
  row 0, column 1: expected 10.7371, got 10.74, difference 0.00290543
  row 0, column 2: expected 4.82077, got 4.82, difference 0.000765636
  row 1, column 0: expected 8.50635, got 8.51, difference 0.0036528
  row 1, column 1: expected 6.88007, got 6.87, difference 0.0100702
  row 1, column 2: expected 12.5202, got 12.53, difference 0.00984817
  row 2, column 0: expected 7.46196, got 7.46, difference 0.0019551
  row 2, column 1: expected 16.7029, got 16.7, difference 0.00292563
  row 2, column 2: expected 1.02488, got 1.03, difference 0.00512336
  9 of 9 cells differ (largest difference 0.0100702 at row 1, column 1)
  likely mistake (weights-rounded): the weights were rounded to 3 decimals before they were applied to V
status 1
