how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  The answer: rmsnorm.py's bent() with norm-times-root, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  15.9734,-7.0993,1.5732,0.5244
  1.1187,-1.4916,-1.9701,-0.9850
  -4.8374,-0.8062,6.8636,-0.4576
stdout
  row 0, column 0: expected 1.26773, got 15.9734, difference 14.7057
  row 0, column 1: expected -0.563436, got -7.0993, difference 6.53586
  row 0, column 2: expected 1.43019, got 1.5732, difference 0.143006
  row 0, column 3: expected 0.476731, got 0.5244, difference 0.0476687
  row 1, column 0: expected 0.502801, got 1.1187, difference 0.615899
  row 1, column 1: expected -0.670402, got -1.4916, difference 0.821198
  row 1, column 2: expected -1.14208, got -1.9701, difference 0.82802
  row 1, column 3: expected -0.57104, got -0.985, difference 0.41396
  row 2, column 0: expected -1.86052, got -4.8374, difference 2.97688
  row 2, column 1: expected -0.310087, got -0.8062, difference 0.496113
  row 2, column 2: expected 2.04884, got 6.8636, difference 4.81476
  row 2, column 3: expected -0.13659, got -0.4576, difference 0.32101
  12 of 12 cells differ (largest difference 14.7057 at row 0, column 0)
  likely mistake (norm-times-root): x multiplied by sqrt(mean(x^2) + eps), not divided by it (x / rsqrt(...) for x * rsqrt(...))
status 1
