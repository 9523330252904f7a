how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --window 1,1 kept as 2,2.
  The answer: tests/gen/checkof.py's numpy window-loose, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --window 1,1 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
  0,0,1,2
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
  1,1,1,1
file answer.csv
  0.3460,0.2098,0.4442,0.0000
  0.6484,0.1858,0.0532,0.1127
  0.1264,0.2085,0.0985,0.5666
  0.0000,0.4045,0.1911,0.4045
stdout
  row 0, column 0: expected 0.622459, got 0.346, difference 0.276459
  row 0, column 1: expected 0.377541, got 0.2098, difference 0.167741
  row 0, column 2: expected 0, got 0.4442, difference 0.4442
  row 1, column 0: expected 0.730679, got 0.6484, difference 0.0822791
  row 1, column 1: expected 0.209343, got 0.1858, difference 0.0235431
  row 1, column 2: expected 0.0599778, got 0.0532, difference 0.0067778
  row 1, column 3: expected 0, got 0.1127, difference 0.1127
  row 2, column 0: expected 0, got 0.1264, difference 0.1264
  row 2, column 1: expected 0.238627, got 0.2085, difference 0.0301266
  row 2, column 2: expected 0.112719, got 0.0985, difference 0.0142192
  row 2, column 3: expected 0.648654, got 0.5666, difference 0.0820542
  row 3, column 1: expected 0, got 0.4045, difference 0.4045
  row 3, column 2: expected 0.320821, got 0.1911, difference 0.129721
  row 3, column 3: expected 0.679179, got 0.4045, difference 0.274679
  14 of 16 cells differ (largest difference 0.4442 at row 0, column 2)
  likely mistake (window-loose): the window kept one key more on each side it bounds: 2 before and 2 after, not 1 and 1
status 1
