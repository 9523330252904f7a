how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3.
  The answer: tests/gen/checkof.py's numpy softmax-columns, written with %.4f.
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
  0.2282,0.2840,0.3428,0.5760,0.4458,0.8769
  0.6592,0.5760,0.4882,0.2840,0.1084,0.0179
  0.1125,0.1400,0.1690,0.1400,0.4458,0.1051
stdout
  row 0, column 0: expected 0.575975, got 0.2282, difference 0.347775
  row 0, column 2: expected 0.140029, got 0.3428, difference 0.202771
  row 0, column 3: expected 0.127263, got 0.576, difference 0.448737
  row 0, column 4: expected 0.127263, got 0.4458, difference 0.318537
  row 0, column 5: expected 0.745474, got 0.8769, difference 0.131426
  row 1, column 0: expected 0.682082, got 0.6592, difference 0.0228815
  row 1, column 1: expected 0.236155, got 0.576, difference 0.339845
  row 1, column 2: expected 0.0817633, got 0.4882, difference 0.406437
  row 1, column 3: expected 0.575975, got 0.284, difference 0.291975
  row 1, column 4: expected 0.283995, got 0.1084, difference 0.175595
  row 1, column 5: expected 0.140029, got 0.0179, difference 0.122129
  row 2, column 0: expected 0.575975, got 0.1125, difference 0.463475
  row 2, column 1: expected 0.283995, got 0.14, difference 0.143995
  row 2, column 2: expected 0.140029, got 0.169, difference 0.0289708
  row 2, column 3: expected 0.124976, got 0.14, difference 0.0150239
  row 2, column 4: expected 0.514058, got 0.4458, difference 0.0682581
  row 2, column 5: expected 0.360966, got 0.1051, difference 0.255866
  17 of 18 cells differ (largest difference 0.463475 at row 2, column 0)
  likely mistake (softmax-columns): a softmax down each of the 3 columns of each head, not along each row
status 1
