how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The bias's -inf entries still mask.
  The answer: tests/gen/checkof.py's numpy bias-ignored, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --bias B.csv answer.csv -p 6
file B.csv
  0,-inf,0.5
  1,0,-inf
  0,0,0
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.4378,0.0000,0.5622
  0.7773,0.2227,0.0000
  0.2918,0.4810,0.2272
stdout
  row 0, column 0: expected 0.320821, got 0.4378, difference 0.116979
  row 0, column 2: expected 0.679179, got 0.5622, difference 0.116979
  row 1, column 0: expected 0.904651, got 0.7773, difference 0.127351
  row 1, column 1: expected 0.0953495, got 0.2227, difference 0.127351
  4 of 9 cells differ (largest difference 0.127351 at row 1, column 0)
  likely mistake (bias-ignored): the bias was not added (its -inf entries still masked)
status 1
