how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  The answer: rmsnorm.py's bent() with norm-weight-ignored, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  0.8452,1.1269,0.9535,-0.9535
  0.3352,1.3408,-0.7614,1.1421
  -1.2403,0.6202,1.3659,0.2732
stdout
  row 0, column 0: expected 1.26773, got 0.8452, difference 0.422531
  row 0, column 1: expected -0.563436, got 1.1269, difference 1.69034
  row 0, column 2: expected 1.43019, got 0.9535, difference 0.476694
  row 0, column 3: expected 0.476731, got -0.9535, difference 1.43023
  row 1, column 0: expected 0.502801, got 0.3352, difference 0.167601
  row 1, column 1: expected -0.670402, got 1.3408, difference 2.0112
  row 1, column 2: expected -1.14208, got -0.7614, difference 0.38068
  row 1, column 3: expected -0.57104, got 1.1421, difference 1.71314
  row 2, column 0: expected -1.86052, got -1.2403, difference 0.620221
  row 2, column 1: expected -0.310087, got 0.6202, difference 0.930287
  row 2, column 2: expected 2.04884, got 1.3659, difference 0.682944
  row 2, column 3: expected -0.13659, got 0.2732, difference 0.40979
  12 of 12 cells differ (largest difference 2.0112 at row 1, column 1)
  likely mistake (norm-weight-ignored): the weights were not applied: x / sqrt(mean(x^2) + eps), not x w / ...
status 1
