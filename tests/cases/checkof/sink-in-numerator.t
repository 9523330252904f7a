how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --sinks 0.5: e^0.5 one more term of each row's sum.
  The answer: tests/gen/checkof.py's numpy sink-in-numerator, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --sinks SK.csv answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file SK.csv
  0.5
file answer.csv
  0.4594,0.3469,0.5406
  0.7998,0.4122,0.3012
  0.6050,0.7106,0.5690
stdout
  row 0, column 0: expected 0.285952, got 0.4594, difference 0.173448
  row 0, column 1: expected 0.173439, got 0.3469, difference 0.173461
  row 0, column 2: expected 0.36717, got 0.5406, difference 0.17343
  row 1, column 0: expected 0.543196, got 0.7998, difference 0.256604
  row 1, column 1: expected 0.155628, got 0.4122, difference 0.256572
  row 1, column 2: expected 0.0445882, got 0.3012, difference 0.256612
  row 2, column 0: expected 0.162713, got 0.605, difference 0.442287
  row 2, column 1: expected 0.268268, got 0.7106, difference 0.442332
  row 2, column 2: expected 0.126721, got 0.569, difference 0.442279
  9 of 9 cells differ (largest difference 0.442332 at row 2, column 1)
  likely mistake (sink-in-numerator): e^sink was added to each weight's numerator too, not to the row's sum alone
status 1
