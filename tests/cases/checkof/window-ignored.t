how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy mask-ignored, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --window 1,0 answer.csv -p 6
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
  0.3069,0.1861,0.3941,0.1129
  0.6484,0.1858,0.0532,0.1127
  0.1264,0.2085,0.0985,0.5666
  0.1970,0.3248,0.1534,0.3248
stdout
  row 0, column 0: expected 1, got 0.3069, difference 0.6931
  row 0, column 1: expected 0, got 0.1861, difference 0.1861
  row 0, column 2: expected 0, got 0.3941, difference 0.3941
  row 0, column 3: expected 0, got 0.1129, difference 0.1129
  row 1, column 0: expected 0.7773, got 0.6484, difference 0.1289
  row 1, column 1: expected 0.2227, got 0.1858, difference 0.0369001
  row 1, column 2: expected 0, got 0.0532, difference 0.0532
  row 1, column 3: expected 0, got 0.1127, difference 0.1127
  row 2, column 0: expected 0, got 0.1264, difference 0.1264
  row 2, column 1: expected 0.679179, got 0.2085, difference 0.470679
  row 2, column 2: expected 0.320821, got 0.0985, difference 0.222321
  row 2, column 3: expected 0, got 0.5666, difference 0.5666
  row 3, column 0: expected 0, got 0.197, difference 0.197
  row 3, column 1: expected 0, got 0.3248, difference 0.3248
  row 3, column 2: expected 0.320821, got 0.1534, difference 0.167421
  row 3, column 3: expected 0.679179, got 0.3248, difference 0.354379
  16 of 16 cells differ (largest difference 0.6931 at row 0, column 0)
  likely mistake (mask-ignored): no mask was applied: the 9 masked entries were counted like the others
status 1
