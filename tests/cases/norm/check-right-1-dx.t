how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The right dX. The answer is it written with %.1f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 --dout D.csv answer.csv -p 6
file D.csv
  1.0,-0.5,2.0,0.25
  -1.0,1.0,0.5,2.0
  0.5,1.5,-1.0,-0.75
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  0.2,-0.2,1.5,1.2
  -0.9,0.2,0.1,-0.0
  -0.1,-0.2,-0.1,0.4
stdout
  row 0, column 0: expected 0.238119, got 0.2, difference 0.0381189
  row 0, column 1: expected -0.175515, got -0.2, difference 0.0244852
  row 0, column 2: expected 1.50604, got 1.5, difference 0.0060375
  row 0, column 3: expected 1.23517, got 1.2, difference 0.0351674
  row 1, column 0: expected -0.873782, got -0.9, difference 0.0262182
  row 1, column 1: expected 0.192081, got 0.2, difference 0.00791866
  row 1, column 2: expected 0.0744835, got 0.1, difference 0.0255165
  row 1, column 3: expected -0.0165519, got -0, difference 0.0165519
  row 2, column 0: expected -0.0715585, got -0.1, difference 0.0284415
  row 2, column 1: expected -0.196786, got -0.2, difference 0.00321412
  row 2, column 2: expected -0.0932683, got -0.1, difference 0.00673173
  row 2, column 3: expected 0.350138, got 0.4, difference 0.0498618
  12 of 12 cells differ (largest difference 0.0498618 at row 2, column 3)
  likely mistake (rounding): right to the digits written; --atol 5e-2 accepts it
status 1
