how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  The answer: rmsnorm.py's bent() with norm-whole-matrix, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  2.2690,-1.0084,0.7563,0.2521
  0.3782,-0.5042,-0.7563,-0.3782
  -1.5127,-0.2521,1.8908,-0.1261
stdout
  row 0, column 0: expected 1.26773, got 2.269, difference 1.00127
  row 0, column 1: expected -0.563436, got -1.0084, difference 0.444964
  row 0, column 2: expected 1.43019, got 0.7563, difference 0.673894
  row 0, column 3: expected 0.476731, got 0.2521, difference 0.224631
  row 1, column 0: expected 0.502801, got 0.3782, difference 0.124601
  row 1, column 1: expected -0.670402, got -0.5042, difference 0.166202
  row 1, column 2: expected -1.14208, got -0.7563, difference 0.38578
  row 1, column 3: expected -0.57104, got -0.3782, difference 0.19284
  row 2, column 0: expected -1.86052, got -1.5127, difference 0.347821
  row 2, column 1: expected -0.310087, got -0.2521, difference 0.0579868
  row 2, column 2: expected 2.04884, got 1.8908, difference 0.158044
  row 2, column 3: expected -0.13659, got -0.1261, difference 0.0104896
  12 of 12 cells differ (largest difference 1.00127 at row 0, column 0)
  likely mistake (norm-whole-matrix): one mean of the squares over all 12 entries of X, not one per head of 2 columns
status 1
