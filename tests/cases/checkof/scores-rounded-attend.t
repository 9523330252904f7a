how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The scores rounded to 1 decimal before the softmax.
  The answer: tests/gen/checkof.py's numpy scores-rounded, written with %.4f.
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
  1,0,2
  0,3,-1
  2,1,0
file answer.csv
  1.2514,1.0721,0.4713
  0.8528,0.6622,1.2826
  0.7321,1.6778,0.1036
stdout
  row 0, column 0: expected 1.23438, got 1.2514, difference 0.0170178
  row 0, column 1: expected 1.07371, got 1.0721, difference 0.00160946
  row 0, column 2: expected 0.482077, got 0.4713, difference 0.0107766
  row 1, column 0: expected 0.850635, got 0.8528, difference 0.00216528
  row 1, column 1: expected 0.688007, got 0.6622, difference 0.025807
  row 1, column 2: expected 1.25202, got 1.2826, difference 0.0305848
  row 2, column 0: expected 0.746196, got 0.7321, difference 0.0140955
  row 2, column 1: expected 1.67029, got 1.6778, difference 0.00750744
  row 2, column 2: expected 0.102488, got 0.1036, difference 0.00111234
  9 of 9 cells differ (largest difference 0.0305848 at row 1, column 2)
  likely mistake (scores-rounded): the scores were rounded to 1 decimal before the softmax
status 1
