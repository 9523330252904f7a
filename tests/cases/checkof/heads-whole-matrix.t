how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3.
  The answer: tests/gen/checkof.py's numpy softmax-whole-matrix, written with %.4f.
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
  0.1465,0.0722,0.0356,0.0938,0.0938,0.5496
  0.4231,0.1465,0.0507,0.0463,0.0228,0.0112
  0.0722,0.0356,0.0176,0.0228,0.0938,0.0659
stdout
  row 0, column 0: expected 0.575975, got 0.1465, difference 0.429475
  row 0, column 1: expected 0.283995, got 0.0722, difference 0.211795
  row 0, column 2: expected 0.140029, got 0.0356, difference 0.104429
  row 0, column 3: expected 0.127263, got 0.0938, difference 0.0334628
  row 0, column 4: expected 0.127263, got 0.0938, difference 0.0334628
  row 0, column 5: expected 0.745474, got 0.5496, difference 0.195874
  row 1, column 0: expected 0.682082, got 0.4231, difference 0.258982
  row 1, column 1: expected 0.236155, got 0.1465, difference 0.0896552
  row 1, column 2: expected 0.0817633, got 0.0507, difference 0.0310633
  row 1, column 3: expected 0.575975, got 0.0463, difference 0.529675
  row 1, column 4: expected 0.283995, got 0.0228, difference 0.261195
  row 1, column 5: expected 0.140029, got 0.0112, difference 0.128829
  row 2, column 0: expected 0.575975, got 0.0722, difference 0.503775
  row 2, column 1: expected 0.283995, got 0.0356, difference 0.248395
  row 2, column 2: expected 0.140029, got 0.0176, difference 0.122429
  row 2, column 3: expected 0.124976, got 0.0228, difference 0.102176
  row 2, column 4: expected 0.514058, got 0.0938, difference 0.420258
  row 2, column 5: expected 0.360966, got 0.0659, difference 0.295066
  18 of 18 cells differ (largest difference 0.529675 at row 1, column 3)
  likely mistake (softmax-whole-matrix): one softmax over each head's whole 3x3 block, not one per row
status 1
