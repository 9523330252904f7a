how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: one softmax over each row's 6 scores.
  The answer: tests/gen/checkof.py's numpy softmax-across-heads, written with %.4f.
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
  0.1042,0.0514,0.0253,0.1042,0.1042,0.6106
  0.5674,0.1964,0.0680,0.0969,0.0478,0.0235
  0.1760,0.0868,0.0428,0.0868,0.3570,0.2507
stdout
  row 0, column 0: expected 0.575975, got 0.1042, difference 0.471775
  row 0, column 1: expected 0.283995, got 0.0514, difference 0.232595
  row 0, column 2: expected 0.140029, got 0.0253, difference 0.114729
  row 0, column 3: expected 0.127263, got 0.1042, difference 0.0230628
  row 0, column 4: expected 0.127263, got 0.1042, difference 0.0230628
  row 0, column 5: expected 0.745474, got 0.6106, difference 0.134874
  row 1, column 0: expected 0.682082, got 0.5674, difference 0.114682
  row 1, column 1: expected 0.236155, got 0.1964, difference 0.0397552
  row 1, column 2: expected 0.0817633, got 0.068, difference 0.0137633
  row 1, column 3: expected 0.575975, got 0.0969, difference 0.479075
  row 1, column 4: expected 0.283995, got 0.0478, difference 0.236195
  row 1, column 5: expected 0.140029, got 0.0235, difference 0.116529
  row 2, column 0: expected 0.575975, got 0.176, difference 0.399975
  row 2, column 1: expected 0.283995, got 0.0868, difference 0.197195
  row 2, column 2: expected 0.140029, got 0.0428, difference 0.0972292
  row 2, column 3: expected 0.124976, got 0.0868, difference 0.0381761
  row 2, column 4: expected 0.514058, got 0.357, difference 0.157058
  row 2, column 5: expected 0.360966, got 0.2507, difference 0.110266
  18 of 18 cells differ (largest difference 0.479075 at row 1, column 3)
  likely mistake (softmax-across-heads): one softmax over each row of all 2 heads' blocks, 6 keys, not one per head
status 1
