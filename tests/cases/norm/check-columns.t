how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  The answer: rmsnorm.py's bent() with norm-columns, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  2.1174,-0.7506,0.8885,0.4443
  0.3529,-0.3753,-0.8885,-0.6664
  -1.4116,-0.1876,2.2213,-0.2221
stdout
  row 0, column 0: expected 1.26773, got 2.1174, difference 0.849669
  row 0, column 1: expected -0.563436, got -0.7506, difference 0.187164
  row 0, column 2: expected 1.43019, got 0.8885, difference 0.541694
  row 0, column 3: expected 0.476731, got 0.4443, difference 0.0324313
  row 1, column 0: expected 0.502801, got 0.3529, difference 0.149901
  row 1, column 1: expected -0.670402, got -0.3753, difference 0.295102
  row 1, column 2: expected -1.14208, got -0.8885, difference 0.25358
  row 1, column 3: expected -0.57104, got -0.6664, difference 0.0953598
  row 2, column 0: expected -1.86052, got -1.4116, difference 0.448921
  row 2, column 1: expected -0.310087, got -0.1876, difference 0.122487
  row 2, column 2: expected 2.04884, got 2.2213, difference 0.172456
  row 2, column 3: expected -0.13659, got -0.2221, difference 0.0855104
  12 of 12 cells differ (largest difference 0.849669 at row 0, column 0)
  likely mistake (norm-columns): the mean of the squares taken down each column, over the 3 rows, not one per head of 2 columns
status 1
