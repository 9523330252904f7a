how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --window 2,1 kept as 1,0.
  The answer: tests/gen/checkof.py's numpy window-strict, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --window 2,1 answer.csv -p 6
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
  1.0000,0.0000,0.0000,0.0000
  0.7773,0.2227,0.0000,0.0000
  0.0000,0.6792,0.3208,0.0000
  0.0000,0.0000,0.3208,0.6792
stdout
  row 0, column 0: expected 0.622459, got 1, difference 0.377541
  row 0, column 1: expected 0.377541, got 0, difference 0.377541
  row 1, column 0: expected 0.730679, got 0.7773, difference 0.0466209
  row 1, column 1: expected 0.209343, got 0.2227, difference 0.0133569
  row 1, column 2: expected 0.0599778, got 0, difference 0.0599778
  row 2, column 0: expected 0.126435, got 0, difference 0.126435
  row 2, column 1: expected 0.208456, got 0.6792, difference 0.470744
  row 2, column 2: expected 0.0984676, got 0.3208, difference 0.222332
  row 2, column 3: expected 0.566642, got 0, difference 0.566642
  row 3, column 1: expected 0.404471, got 0, difference 0.404471
  row 3, column 2: expected 0.191058, got 0.3208, difference 0.129742
  row 3, column 3: expected 0.404471, got 0.6792, difference 0.274729
  12 of 16 cells differ (largest difference 0.566642 at row 2, column 3)
  likely mistake (window-strict): the window kept one key fewer on each side it bounds: 1 before and 0 after, not 2 and 1
status 1
