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
  1.0000,1.3333,0.3333
  0.8453,0.8242,1.0858
  0.6358,1.9403,-0.1522
stdout
  row 0, column 0: expected 1.23438, got 1, difference 0.234382
  row 0, column 1: expected 1.07371, got 1.3333, difference 0.259591
  row 0, column 2: expected 0.482077, got 0.3333, difference 0.148777
  row 1, column 0: expected 0.850635, got 0.8453, difference 0.00533472
  row 1, column 1: expected 0.688007, got 0.8242, difference 0.136193
  row 1, column 2: expected 1.25202, got 1.0858, difference 0.166215
  row 2, column 0: expected 0.746196, got 0.6358, difference 0.110396
  row 2, column 1: expected 1.67029, got 1.9403, difference 0.270007
  row 2, column 2: expected 0.102488, got -0.1522, difference 0.254688
  9 of 9 cells differ (largest difference 0.270007 at row 2, column 1)
  likely mistake (scores-rounded): the scores were rounded to whole numbers before the softmax
status 1
