how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy mask-ignored, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal answer.csv -p 6
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
  row 0, column 0: expected 1, got 0.346, difference 0.654
  row 0, column 1: expected 0, got 0.2098, difference 0.2098
  row 0, column 2: expected 0, got 0.4442, difference 0.4442
  row 1, column 0: expected 0.7773, got 0.7307, difference 0.0465999
  row 1, column 1: expected 0.2227, got 0.2093, difference 0.0134001
  row 1, column 2: expected 0, got 0.06, difference 0.06
  6 of 9 cells differ (largest difference 0.654 at row 0, column 0)
  likely mistake (mask-ignored): no mask was applied: the 3 masked entries were counted like the others
status 1
