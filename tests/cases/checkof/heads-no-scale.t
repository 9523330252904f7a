how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3.
  The answer: tests/gen/checkof.py's numpy no-scale, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.6652,0.2447,0.0900,0.0705,0.0705,0.8590
  0.7856,0.1753,0.0391,0.6652,0.2447,0.0900
  0.6652,0.2447,0.0900,0.0777,0.5741,0.3482
stdout
  row 0, column 0: expected 0.575975, got 0.6652, difference 0.0892247
  row 0, column 1: expected 0.283995, got 0.2447, difference 0.0392954
  row 0, column 2: expected 0.140029, got 0.09, difference 0.0500292
  row 0, column 3: expected 0.127263, got 0.0705, difference 0.0567628
  row 0, column 4: expected 0.127263, got 0.0705, difference 0.0567628
  row 0, column 5: expected 0.745474, got 0.859, difference 0.113526
  row 1, column 0: expected 0.682082, got 0.7856, difference 0.103518
  row 1, column 1: expected 0.236155, got 0.1753, difference 0.0608552
  row 1, column 2: expected 0.0817633, got 0.0391, difference 0.0426633
  row 1, column 3: expected 0.575975, got 0.6652, difference 0.0892247
  row 1, column 4: expected 0.283995, got 0.2447, difference 0.0392954
  row 1, column 5: expected 0.140029, got 0.09, difference 0.0500292
  row 2, column 0: expected 0.575975, got 0.6652, difference 0.0892247
  row 2, column 1: expected 0.283995, got 0.2447, difference 0.0392954
  row 2, column 2: expected 0.140029, got 0.09, difference 0.0500292
  row 2, column 3: expected 0.124976, got 0.0777, difference 0.0472761
  row 2, column 4: expected 0.514058, got 0.5741, difference 0.0600419
  row 2, column 5: expected 0.360966, got 0.3482, difference 0.0127657
  18 of 18 cells differ (largest difference 0.113526 at row 0, column 5)
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 1.41421
status 1
