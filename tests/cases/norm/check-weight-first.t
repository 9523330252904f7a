how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  The answer: rmsnorm.py's bent() with norm-weight-first, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.2870,-0.5720,1.2910,0.4303
  0.7989,-1.0652,-1.2222,-0.6111
  -1.3801,-0.2300,1.4012,-0.0934
stdout
  row 0, column 0: expected 1.26773, got 1.287, difference 0.0192686
  row 0, column 1: expected -0.563436, got -0.572, difference 0.00856383
  row 0, column 2: expected 1.43019, got 1.291, difference 0.139194
  row 0, column 3: expected 0.476731, got 0.4303, difference 0.0464313
  row 1, column 0: expected 0.502801, got 0.7989, difference 0.296099
  row 1, column 1: expected -0.670402, got -1.0652, difference 0.394798
  row 1, column 2: expected -1.14208, got -1.2222, difference 0.0801195
  row 1, column 3: expected -0.57104, got -0.6111, difference 0.0400598
  row 2, column 0: expected -1.86052, got -1.3801, difference 0.480421
  row 2, column 1: expected -0.310087, got -0.23, difference 0.0800868
  row 2, column 2: expected 2.04884, got 1.4012, difference 0.647644
  row 2, column 3: expected -0.13659, got -0.0934, difference 0.0431896
  12 of 12 cells differ (largest difference 0.647644 at row 2, column 2)
  likely mistake (norm-weight-first): the weights applied before the norm, to x: x w / sqrt(mean((x w)^2) + eps), not after it
status 1
