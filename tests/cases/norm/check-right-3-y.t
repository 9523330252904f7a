how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The right y. The answer is it written with %.3f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.268,-0.563,1.430,0.477
  0.503,-0.670,-1.142,-0.571
  -1.861,-0.310,2.049,-0.137
stdout
  row 0, column 0: expected 1.26773, got 1.268, difference 0.000268618
  row 0, column 1: expected -0.563436, got -0.563, difference 0.00043617
  row 0, column 2: expected 1.43019, got 1.43, difference 0.000193884
  row 0, column 3: expected 0.476731, got 0.477, difference 0.000268705
  row 1, column 0: expected 0.502801, got 0.503, difference 0.000198858
  row 1, column 1: expected -0.670402, got -0.67, difference 0.000401523
  row 1, column 2: expected -1.14208, got -1.142, difference 8.04814e-05
  row 1, column 3: expected -0.57104, got -0.571, difference 4.02407e-05
  row 2, column 0: expected -1.86052, got -1.861, difference 0.000478981
  row 2, column 1: expected -0.310087, got -0.31, difference 8.68365e-05
  row 2, column 2: expected 2.04884, got 2.049, difference 0.000156132
  row 2, column 3: expected -0.13659, got -0.137, difference 0.000410409
  12 of 12 cells differ (largest difference 0.000478981 at row 2, column 0)
  likely mistake (rounding): right to the digits written; --atol 5e-4 accepts it
status 1
