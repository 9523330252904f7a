how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  The answer: rmsnorm.py's bent() with norm-no-sqrt, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  0.3571,-0.1587,1.3636,0.4545
  0.3371,-0.4494,-0.8696,-0.4348
  -1.1538,-0.1923,1.1194,-0.0746
stdout
  row 0, column 0: expected 1.26773, got 0.3571, difference 0.910631
  row 0, column 1: expected -0.563436, got -0.1587, difference 0.404736
  row 0, column 2: expected 1.43019, got 1.3636, difference 0.0665939
  row 0, column 3: expected 0.476731, got 0.4545, difference 0.0222313
  row 1, column 0: expected 0.502801, got 0.3371, difference 0.165701
  row 1, column 1: expected -0.670402, got -0.4494, difference 0.221002
  row 1, column 2: expected -1.14208, got -0.8696, difference 0.27248
  row 1, column 3: expected -0.57104, got -0.4348, difference 0.13624
  row 2, column 0: expected -1.86052, got -1.1538, difference 0.706721
  row 2, column 1: expected -0.310087, got -0.1923, difference 0.117787
  row 2, column 2: expected 2.04884, got 1.1194, difference 0.929444
  row 2, column 3: expected -0.13659, got -0.0746, difference 0.0619896
  12 of 12 cells differ (largest difference 0.929444 at row 2, column 2)
  likely mistake (norm-no-sqrt): divided by mean(x^2) + eps, without the square root
status 1
