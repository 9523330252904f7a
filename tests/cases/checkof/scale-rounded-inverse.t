how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  d_k = 3: 1/sqrt(3) = 0.57735 written 0.6.
  The answer: tests/gen/checkof.py's numpy scale-rounded, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
file Q.csv
  1,0,2
  0.5,1,-1
  2,-1,0.5
file answer.csv
  0.1628,0.2967,0.5405
  0.7856,0.1753,0.0391
  0.4368,0.3236,0.2397
stdout
  row 0, column 0: expected 0.167943, got 0.1628, difference 0.00514345
  row 0, column 1: expected 0.29916, got 0.2967, difference 0.00245971
  row 0, column 2: expected 0.532897, got 0.5405, difference 0.00760316
  row 1, column 0: expected 0.774062, got 0.7856, difference 0.0115381
  row 1, column 1: expected 0.182779, got 0.1753, difference 0.0074787
  row 1, column 2: expected 0.0431594, got 0.0391, difference 0.00405941
  row 2, column 0: expected 0.432781, got 0.4368, difference 0.00401938
  row 2, column 1: expected 0.324263, got 0.3236, difference 0.000663295
  row 2, column 2: expected 0.242956, got 0.2397, difference 0.00325608
  9 of 9 cells differ (largest difference 0.0115381 at row 1, column 0)
  likely mistake (scale-rounded): the scale 1/sqrt(d_k) = 0.57735 was rounded to 1 decimal, 0.6, before the dot products were multiplied by it
status 1
