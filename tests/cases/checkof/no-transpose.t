how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  d_k = n_k = 3: Q K has the shape of Q K^T.
  The answer: tests/gen/checkof.py's numpy no-transpose, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
file Q.csv
  1,0,2
  0.5,1,-1
file answer.csv
  0.0407,0.2299,0.7294
  0.3890,0.5192,0.0919
stdout
  row 0, column 0: expected 0.167943, got 0.0407, difference 0.127243
  row 0, column 1: expected 0.29916, got 0.2299, difference 0.0692597
  row 0, column 2: expected 0.532897, got 0.7294, difference 0.196503
  row 1, column 0: expected 0.774062, got 0.389, difference 0.385062
  row 1, column 1: expected 0.182779, got 0.5192, difference 0.336421
  row 1, column 2: expected 0.0431594, got 0.0919, difference 0.0487406
  6 of 6 cells differ (largest difference 0.385062 at row 1, column 0)
  likely mistake (no-transpose): the scores were Q K, not Q K^T: K's 3 rows were taken for its columns
status 1
