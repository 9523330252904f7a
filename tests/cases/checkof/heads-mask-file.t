how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3. The mask has a block per head.
  The answer: tests/gen/checkof.py's numpy mask-ignored, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --mask M.csv --heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file M.csv
  1,0,1,1,1,0
  0,1,1,1,0,1
  1,1,0,0,1,1
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.5760,0.2840,0.1400,0.1273,0.1273,0.7455
  0.6821,0.2362,0.0818,0.5760,0.2840,0.1400
  0.5760,0.2840,0.1400,0.1250,0.5141,0.3610
stdout
  row 0, column 0: expected 0.80443, got 0.576, difference 0.22843
  row 0, column 1: expected 0, got 0.284, difference 0.284
  row 0, column 2: expected 0.19557, got 0.14, difference 0.0555703
  row 0, column 3: expected 0.5, got 0.1273, difference 0.3727
  row 0, column 4: expected 0.5, got 0.1273, difference 0.3727
  row 0, column 5: expected 0, got 0.7455, difference 0.7455
  row 1, column 0: expected 0, got 0.6821, difference 0.6821
  row 1, column 1: expected 0.742817, got 0.2362, difference 0.506617
  row 1, column 2: expected 0.257183, got 0.0818, difference 0.175383
  row 1, column 3: expected 0.80443, got 0.576, difference 0.22843
  row 1, column 4: expected 0, got 0.284, difference 0.284
  row 1, column 5: expected 0.19557, got 0.14, difference 0.0555703
  row 2, column 0: expected 0.669762, got 0.576, difference 0.0937615
  row 2, column 1: expected 0.330238, got 0.284, difference 0.0462385
  row 2, column 2: expected 0, got 0.14, difference 0.14
  row 2, column 3: expected 0, got 0.125, difference 0.125
  row 2, column 4: expected 0.587479, got 0.5141, difference 0.073379
  row 2, column 5: expected 0.412521, got 0.361, difference 0.051521
  18 of 18 cells differ (largest difference 0.7455 at row 0, column 5)
  likely mistake (mask-ignored): no mask was applied: the 6 masked entries were counted like the others
status 1
