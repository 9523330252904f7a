how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --sinks 2: 2, not e^2, added to the sum.
  The answer: tests/gen/checkof.py's numpy sink-not-exponentiated, written with %.4f.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv --sinks SK.csv answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file SK.csv
  2
file V.csv
  1,0,2
  0,3,-1
  2,1,0
file answer.csv
  0.9839,0.8559,0.3843
  0.5996,0.4850,0.8825
  0.3803,0.8513,0.0522
stdout
  row 0, column 0: expected 0.636148, got 0.9839, difference 0.347752
  row 0, column 1: expected 0.553344, got 0.8559, difference 0.302556
  row 0, column 2: expected 0.248442, got 0.3843, difference 0.135858
  row 1, column 0: expected 0.333995, got 0.5996, difference 0.265605
  row 1, column 1: expected 0.270141, got 0.485, difference 0.214859
  row 1, column 2: expected 0.491594, got 0.8825, difference 0.390906
  row 2, column 0: expected 0.163844, got 0.3803, difference 0.216456
  row 2, column 1: expected 0.366749, got 0.8513, difference 0.484551
  row 2, column 2: expected 0.0225034, got 0.0522, difference 0.0296966
  9 of 9 cells differ (largest difference 0.484551 at row 2, column 1)
  likely mistake (sink-not-exponentiated): sink_h itself was added to each row's sum of exponentials, not e^sink_h
status 1
