how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The answer: uniform numbers in [-2, 2] (random, seed 29), as many as the right dX.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 --dout D.csv answer.csv -p 6
file D.csv
  1.0,-0.5,2.0,0.25
  -1.0,1.0,0.5,2.0
  0.5,1.5,-1.0,-0.75
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.9950,-0.6828,0.4311,-0.3215
  0.9218,-0.2112,-1.3183,-0.2643
  -0.3678,1.1709,0.2504,-1.2144
stdout
  row 0, column 0: expected 0.238119, got 1.995, difference 1.75688
  row 0, column 1: expected -0.175515, got -0.6828, difference 0.507285
  row 0, column 2: expected 1.50604, got 0.4311, difference 1.07494
  row 0, column 3: expected 1.23517, got -0.3215, difference 1.55667
  row 1, column 0: expected -0.873782, got 0.9218, difference 1.79558
  row 1, column 1: expected 0.192081, got -0.2112, difference 0.403281
  row 1, column 2: expected 0.0744835, got -1.3183, difference 1.39278
  row 1, column 3: expected -0.0165519, got -0.2643, difference 0.247748
  row 2, column 0: expected -0.0715585, got -0.3678, difference 0.296241
  row 2, column 1: expected -0.196786, got 1.1709, difference 1.36769
  row 2, column 2: expected -0.0932683, got 0.2504, difference 0.343668
  row 2, column 3: expected 0.350138, got -1.2144, difference 1.56454
  12 of 12 cells differ (largest difference 1.79558 at row 1, column 0)
  no common mistake reproduces this answer
status 1
