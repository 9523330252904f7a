how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy temperature-ignored, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --temperature 3 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3460,0.2098,0.4442
  0.7307,0.2093,0.0600
  0.2918,0.4810,0.2272
stdout
  row 0, column 0: expected 0.340903, got 0.346, difference 0.005097
  row 0, column 1: expected 0.288568, got 0.2098, difference 0.0787682
  row 0, column 2: expected 0.370529, got 0.4442, difference 0.0736712
  row 1, column 0: expected 0.477592, got 0.7307, difference 0.253108
  row 1, column 1: expected 0.314848, got 0.2093, difference 0.105548
  row 1, column 2: expected 0.20756, got 0.06, difference 0.14756
  row 2, column 0: expected 0.322435, got 0.2918, difference 0.0306345
  row 2, column 1: expected 0.380911, got 0.481, difference 0.100089
  row 2, column 2: expected 0.296654, got 0.2272, difference 0.0694541
  9 of 9 cells differ (largest difference 0.253108 at row 1, column 0)
  likely mistake (temperature-ignored): --temperature 3 was left out: the scores were not divided by it
status 1
