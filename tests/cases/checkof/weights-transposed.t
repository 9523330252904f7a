how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy weights-transposed, written with %.4f.
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
  0.9295,2.4838,-0.0388
  1.1719,1.1091,0.2103
  0.8987,0.4072,0.8285
stdout
  row 0, column 0: expected 1.23438, got 0.9295, difference 0.304882
  row 0, column 1: expected 1.07371, got 2.4838, difference 1.41009
  row 0, column 2: expected 0.482077, got -0.0388, difference 0.520877
  row 1, column 0: expected 0.850635, got 1.1719, difference 0.321265
  row 1, column 1: expected 0.688007, got 1.1091, difference 0.421093
  row 1, column 2: expected 1.25202, got 0.2103, difference 1.04172
  row 2, column 0: expected 0.746196, got 0.8987, difference 0.152504
  row 2, column 1: expected 1.67029, got 0.4072, difference 1.26309
  row 2, column 2: expected 0.102488, got 0.8285, difference 0.726012
  9 of 9 cells differ (largest difference 1.41009 at row 0, column 1)
  likely mistake (weights-transposed): the weights were transposed before they were applied: A^T V, not A V
status 1
