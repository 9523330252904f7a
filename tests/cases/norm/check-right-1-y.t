how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The right y. The answer is it written with %.1f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.3,-0.6,1.4,0.5
  0.5,-0.7,-1.1,-0.6
  -1.9,-0.3,2.0,-0.1
stdout
  row 0, column 0: expected 1.26773, got 1.3, difference 0.0322686
  row 0, column 1: expected -0.563436, got -0.6, difference 0.0365638
  row 0, column 2: expected 1.43019, got 1.4, difference 0.0301939
  row 0, column 3: expected 0.476731, got 0.5, difference 0.0232687
  row 1, column 0: expected 0.502801, got 0.5, difference 0.00280114
  row 1, column 1: expected -0.670402, got -0.7, difference 0.0295985
  row 1, column 2: expected -1.14208, got -1.1, difference 0.0420805
  row 1, column 3: expected -0.57104, got -0.6, difference 0.0289598
  row 2, column 0: expected -1.86052, got -1.9, difference 0.039479
  row 2, column 1: expected -0.310087, got -0.3, difference 0.0100868
  row 2, column 2: expected 2.04884, got 2, difference 0.0488439
  row 2, column 3: expected -0.13659, got -0.1, difference 0.0365896
  12 of 12 cells differ (largest difference 0.0488439 at row 2, column 2)
  likely mistake (rounding): right to the digits written; --atol 5e-2 accepts it
status 1
