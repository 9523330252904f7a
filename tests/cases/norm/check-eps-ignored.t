how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  The answer: rmsnorm.py's bent() with norm-eps-ignored, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.2728,-0.5657,1.5000,0.5000
  0.5145,-0.6860,-1.1767,-0.5883
  -1.8974,-0.3162,2.0801,-0.1387
stdout
  row 0, column 0: expected 1.26773, got 1.2728, difference 0.00506862
  row 0, column 1: expected -0.563436, got -0.5657, difference 0.00226383
  row 0, column 2: expected 1.43019, got 1.5, difference 0.0698061
  row 0, column 3: expected 0.476731, got 0.5, difference 0.0232687
  row 1, column 0: expected 0.502801, got 0.5145, difference 0.0116989
  row 1, column 1: expected -0.670402, got -0.686, difference 0.0155985
  row 1, column 2: expected -1.14208, got -1.1767, difference 0.0346195
  row 1, column 3: expected -0.57104, got -0.5883, difference 0.0172598
  row 2, column 0: expected -1.86052, got -1.8974, difference 0.036879
  row 2, column 1: expected -0.310087, got -0.3162, difference 0.00611316
  row 2, column 2: expected 2.04884, got 2.0801, difference 0.0312561
  row 2, column 3: expected -0.13659, got -0.1387, difference 0.00211041
  12 of 12 cells differ (largest difference 0.0698061 at row 0, column 2)
  likely mistake (norm-eps-ignored): eps = 0.1 left out: sqrt(mean(x^2)), not sqrt(mean(x^2) + eps)
status 1
