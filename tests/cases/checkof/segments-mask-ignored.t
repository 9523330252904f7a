how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --segments 0, 0, 1: rows 0 and 1 are one sequence, row 2 another.
  The answer: tests/gen/checkof.py's numpy mask-ignored, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --segments G.csv answer.csv -p 6
file G.csv
  0
  0
  1
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3460,0.2098,0.4442
  0.7307,0.2093,0.0600
  0.2918,0.4810,0.2272
stdout
  row 0, column 0: expected 0.622459, got 0.346, difference 0.276459
  row 0, column 1: expected 0.377541, got 0.2098, difference 0.167741
  row 0, column 2: expected 0, got 0.4442, difference 0.4442
  row 1, column 0: expected 0.7773, got 0.7307, difference 0.0465999
  row 1, column 1: expected 0.2227, got 0.2093, difference 0.0134001
  row 1, column 2: expected 0, got 0.06, difference 0.06
  row 2, column 0: expected 0, got 0.2918, difference 0.2918
  row 2, column 1: expected 0, got 0.481, difference 0.481
  row 2, column 2: expected 1, got 0.2272, difference 0.7728
  9 of 9 cells differ (largest difference 0.7728 at row 2, column 2)
  likely mistake (mask-ignored): no mask was applied: the 4 masked entries were counted like the others
status 1
