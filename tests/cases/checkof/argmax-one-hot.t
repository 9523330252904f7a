how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The one-hot at each row's largest score, written as bare 0s and 1s, read exactly.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 3
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0,0,1
  1,0,0
  0,1,0
stdout
  row 0, column 0: expected 0.346, got 0, difference 0.346
  row 0, column 1: expected 0.21, got 0, difference 0.21
  row 0, column 2: expected 0.444, got 1, difference 0.556
  row 1, column 0: expected 0.731, got 1, difference 0.269
  row 1, column 1: expected 0.209, got 0, difference 0.209
  row 1, column 2: expected 0.06, got 0, difference 0.06
  row 2, column 0: expected 0.292, got 0, difference 0.292
  row 2, column 1: expected 0.481, got 1, difference 0.519
  row 2, column 2: expected 0.227, got 0, difference 0.227
  9 of 9 cells differ (largest difference 0.556 at row 0, column 2)
  likely mistake (argmax): a one-hot at each row's largest score (an argmax, ties sharing it), not a softmax
status 1
