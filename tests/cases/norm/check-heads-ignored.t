how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  The answer: rmsnorm.py's bent() with norm-heads-ignored, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.7194,-0.7642,0.5731,0.1910
  0.5337,-0.7116,-1.0674,-0.5337
  -1.7393,-0.2899,2.1741,-0.1449
stdout
  row 0, column 0: expected 1.26773, got 1.7194, difference 0.451669
  row 0, column 1: expected -0.563436, got -0.7642, difference 0.200764
  row 0, column 2: expected 1.43019, got 0.5731, difference 0.857094
  row 0, column 3: expected 0.476731, got 0.191, difference 0.285731
  row 1, column 0: expected 0.502801, got 0.5337, difference 0.0308989
  row 1, column 1: expected -0.670402, got -0.7116, difference 0.0411985
  row 1, column 2: expected -1.14208, got -1.0674, difference 0.0746805
  row 1, column 3: expected -0.57104, got -0.5337, difference 0.0373402
  row 2, column 0: expected -1.86052, got -1.7393, difference 0.121221
  row 2, column 1: expected -0.310087, got -0.2899, difference 0.0201868
  row 2, column 2: expected 2.04884, got 2.1741, difference 0.125256
  row 2, column 3: expected -0.13659, got -0.1449, difference 0.00831041
  12 of 12 cells differ (largest difference 0.857094 at row 0, column 2)
  likely mistake (norm-heads-ignored): one norm over each row's 4 columns, not one per head of 2
status 1
