how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --sinks 0.5: e^0.5 one more term of each row's sum.
  The answer: tests/gen/checkof.py's numpy sinks-ignored, written with %.4f.
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
  0.3460,0.2098,0.4442
  0.7307,0.2093,0.0600
  0.2918,0.4810,0.2272
stdout
  row 0, column 0: expected 0.285952, got 0.346, difference 0.0600477
  row 0, column 1: expected 0.173439, got 0.2098, difference 0.0363612
  row 0, column 2: expected 0.36717, got 0.4442, difference 0.07703
  row 1, column 0: expected 0.543196, got 0.7307, difference 0.187504
  row 1, column 1: expected 0.155628, got 0.2093, difference 0.0536718
  row 1, column 2: expected 0.0445882, got 0.06, difference 0.0154118
  row 2, column 0: expected 0.162713, got 0.2918, difference 0.129087
  row 2, column 1: expected 0.268268, got 0.481, difference 0.212732
  row 2, column 2: expected 0.126721, got 0.2272, difference 0.100479
  9 of 9 cells differ (largest difference 0.212732 at row 2, column 1)
  likely mistake (sinks-ignored): --sinks was left out: e^sink was not added to each row's sum, so its weights sum to 1
status 1
