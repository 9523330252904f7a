how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The weights rounded to 1 decimal, the answer written with 4.
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
  0.0000,0.0000,0.0000
  10.0000,0.0000,20.0000
  0.0000,0.0000,0.0000
stdout
  row 0, column 0: expected 12.3438, got 0, difference 12.3438
  row 0, column 1: expected 10.7371, got 0, difference 10.7371
  row 0, column 2: expected 4.82077, got 0, difference 4.82077
  row 1, column 0: expected 8.50635, got 10, difference 1.49365
  row 1, column 1: expected 6.88007, got 0, difference 6.88007
  row 1, column 2: expected 12.5202, got 20, difference 7.47985
  row 2, column 0: expected 7.46196, got 0, difference 7.46196
  row 2, column 1: expected 16.7029, got 0, difference 16.7029
  row 2, column 2: expected 1.02488, got 0, difference 1.02488
  9 of 9 cells differ (largest difference 16.7029 at row 2, column 1)
  likely mistake (weights-rounded): the weights were rounded to whole numbers before they were applied to V
status 1
