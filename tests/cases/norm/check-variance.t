how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  The answer: rmsnorm.py's bent() with norm-variance, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  7.6064,-3.3806,1.4302,0.4767
  0.9214,-1.2286,-1.1634,-0.5817
  -1.9570,-0.3262,3.5755,-0.2384
stdout
  row 0, column 0: expected 1.26773, got 7.6064, difference 6.33867
  row 0, column 1: expected -0.563436, got -3.3806, difference 2.81716
  row 1, column 0: expected 0.502801, got 0.9214, difference 0.418599
  row 1, column 1: expected -0.670402, got -1.2286, difference 0.558198
  row 1, column 2: expected -1.14208, got -1.1634, difference 0.0213195
  row 1, column 3: expected -0.57104, got -0.5817, difference 0.0106598
  row 2, column 0: expected -1.86052, got -1.957, difference 0.096479
  row 2, column 1: expected -0.310087, got -0.3262, difference 0.0161132
  row 2, column 2: expected 2.04884, got 3.5755, difference 1.52666
  row 2, column 3: expected -0.13659, got -0.2384, difference 0.10181
  10 of 12 cells differ (largest difference 6.33867 at row 0, column 0)
  likely mistake (norm-variance): x w divided by the root of its variance, mean((x - mean(x))^2), not of mean(x^2): x itself not centred
status 1
