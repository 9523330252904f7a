how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The right y. The answer is it written with %.2f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.27,-0.56,1.43,0.48
  0.50,-0.67,-1.14,-0.57
  -1.86,-0.31,2.05,-0.14
stdout
  row 0, column 0: expected 1.26773, got 1.27, difference 0.00226862
  row 0, column 1: expected -0.563436, got -0.56, difference 0.00343617
  row 0, column 2: expected 1.43019, got 1.43, difference 0.000193884
  row 0, column 3: expected 0.476731, got 0.48, difference 0.00326871
  row 1, column 0: expected 0.502801, got 0.5, difference 0.00280114
  row 1, column 1: expected -0.670402, got -0.67, difference 0.000401523
  row 1, column 2: expected -1.14208, got -1.14, difference 0.00208048
  row 1, column 3: expected -0.57104, got -0.57, difference 0.00104024
  row 2, column 0: expected -1.86052, got -1.86, difference 0.000521019
  row 2, column 1: expected -0.310087, got -0.31, difference 8.68365e-05
  row 2, column 2: expected 2.04884, got 2.05, difference 0.00115613
  row 2, column 3: expected -0.13659, got -0.14, difference 0.00341041
  12 of 12 cells differ (largest difference 0.00343617 at row 0, column 1)
  likely mistake (rounding): right to the digits written; --atol 4e-3 accepts it
status 1
