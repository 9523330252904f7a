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
  12.3440,10.7360,4.8220
  8.5070,6.8790,12.5210
  7.4620,16.7020,1.0260
stdout
  row 0, column 0: expected 12.3438, got 12.344, difference 0.000178469
  row 0, column 1: expected 10.7371, got 10.736, difference 0.00109457
  row 0, column 2: expected 4.82077, got 4.822, difference 0.00123436
  row 1, column 0: expected 8.50635, got 8.507, difference 0.000652802
  row 1, column 1: expected 6.88007, got 6.879, difference 0.00107022
  row 1, column 2: expected 12.5202, got 12.521, difference 0.000848171
  row 2, column 1: expected 16.7029, got 16.702, difference 0.000925628
  row 2, column 2: expected 1.02488, got 1.026, difference 0.00112336
  8 of 9 cells differ (largest difference 0.00123436 at row 0, column 2)
  likely mistake (weights-rounded): the weights were rounded to 4 decimals before they were applied to V
status 1
