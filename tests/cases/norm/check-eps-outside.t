how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  The answer: rmsnorm.py's bent() with norm-eps-outside, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.2378,-0.5501,1.3636,0.4545
  0.4815,-0.6420,-1.0911,-0.5456
  -1.7845,-0.2974,1.9708,-0.1314
stdout
  row 0, column 0: expected 1.26773, got 1.2378, difference 0.0299314
  row 0, column 1: expected -0.563436, got -0.5501, difference 0.0133362
  row 0, column 2: expected 1.43019, got 1.3636, difference 0.0665939
  row 0, column 3: expected 0.476731, got 0.4545, difference 0.0222313
  row 1, column 0: expected 0.502801, got 0.4815, difference 0.0213011
  row 1, column 1: expected -0.670402, got -0.642, difference 0.0284015
  row 1, column 2: expected -1.14208, got -1.0911, difference 0.0509805
  row 1, column 3: expected -0.57104, got -0.5456, difference 0.0254402
  row 2, column 0: expected -1.86052, got -1.7845, difference 0.076021
  row 2, column 1: expected -0.310087, got -0.2974, difference 0.0126868
  row 2, column 2: expected 2.04884, got 1.9708, difference 0.0780439
  row 2, column 3: expected -0.13659, got -0.1314, difference 0.00518959
  12 of 12 cells differ (largest difference 0.0780439 at row 2, column 2)
  likely mistake (norm-eps-outside): eps = 0.1 added outside the root: x w / (sqrt(mean(x^2)) + eps), not x w / sqrt(mean(x^2) + eps)
status 1
