how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  n_q = n_k = d_v = 3.
  The answer: tests/gen/checkof.py's numpy values-times-weights, written with %.4f.
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
  0.9295,1.1719,0.8987
  1.9003,0.1470,-0.0473
  1.4226,0.6290,0.9484
stdout
  row 0, column 0: expected 1.23438, got 0.9295, difference 0.304882
  row 0, column 1: expected 1.07371, got 1.1719, difference 0.0981905
  row 0, column 2: expected 0.482077, got 0.8987, difference 0.416623
  row 1, column 0: expected 0.850635, got 1.9003, difference 1.04967
  row 1, column 1: expected 0.688007, got 0.147, difference 0.541007
  row 1, column 2: expected 1.25202, got -0.0473, difference 1.29932
  row 2, column 0: expected 0.746196, got 1.4226, difference 0.676404
  row 2, column 1: expected 1.67029, got 0.629, difference 1.04129
  row 2, column 2: expected 0.102488, got 0.9484, difference 0.845912
  9 of 9 cells differ (largest difference 1.29932 at row 1, column 2)
  likely mistake (values-times-weights): V A, not A V: the values times the weights
status 1
