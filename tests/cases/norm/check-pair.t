how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  A square X.
  The answer: rmsnorm.py's bent() with norm-eps-ignored + transposed, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  1.0,1.0,-2.0,0.5
  0.0,3.0,1.0,1.0
file answer.csv
  1.2728,0.5145,1.5000,0.0000
  -0.5657,-0.6860,-0.5000,-0.7071
  1.5000,-1.1767,-2.0580,1.5000
  0.5000,-0.5883,-0.1715,-0.5000
stdout
  row 0, column 0: expected 1.26773, got 1.2728, difference 0.00506862
  row 0, column 1: expected -0.563436, got 0.5145, difference 1.07794
  row 0, column 2: expected 1.43019, got 1.5, difference 0.0698061
  row 0, column 3: expected 0.476731, got 0, difference 0.476731
  row 1, column 0: expected 0.502801, got -0.5657, difference 1.0685
  row 1, column 1: expected -0.670402, got -0.686, difference 0.0155985
  row 1, column 2: expected -1.14208, got -0.5, difference 0.64208
  row 1, column 3: expected -0.57104, got -0.7071, difference 0.13606
  row 2, column 0: expected 1.43019, got 1.5, difference 0.0698061
  row 2, column 1: expected -0.476731, got -1.1767, difference 0.699969
  row 2, column 2: expected -2.0112, got -2.058, difference 0.0467954
  row 2, column 3: expected -0.1676, got 1.5, difference 1.6676
  row 3, column 0: expected 0, got 0.5, difference 0.5
  row 3, column 1: expected -0.699379, got -0.5883, difference 0.111079
  row 3, column 2: expected 1.43019, got -0.1715, difference 1.60169
  row 3, column 3: expected -0.476731, got -0.5, difference 0.0232687
  16 of 16 cells differ (largest difference 1.6676 at row 2, column 3)
  likely mistakes (norm-eps-ignored + transposed): eps = 0.1 left out: sqrt(mean(x^2)), not sqrt(mean(x^2) + eps); then the right matrix transposed, its rows written as columns
status 1
