how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy mask-after-softmax, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --mask M.csv answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file M.csv
  1,0,1
  0,1,1
  1,1,0
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3460,0.0000,0.4442
  0.0000,0.2093,0.0600
  0.2918,0.4810,0.0000
stdout
  row 0, column 0: expected 0.437823, got 0.346, difference 0.0918235
  row 0, column 2: expected 0.562177, got 0.4442, difference 0.117977
  row 1, column 1: expected 0.7773, got 0.2093, difference 0.568
  row 1, column 2: expected 0.2227, got 0.06, difference 0.1627
  row 2, column 0: expected 0.377541, got 0.2918, difference 0.0857407
  row 2, column 1: expected 0.622459, got 0.481, difference 0.141459
  6 of 9 cells differ (largest difference 0.568 at row 1, column 1)
  likely mistake (mask-after-softmax): the softmax ran over all 3 keys of each row, then the masked weights were set to 0 without renormalising
status 1
