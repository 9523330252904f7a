how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The right dX. The answer is it written with %.2f.
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
  0.24,-0.18,1.51,1.24
  -0.87,0.19,0.07,-0.02
  -0.07,-0.20,-0.09,0.35
stdout
  row 0, column 0: expected 0.238119, got 0.24, difference 0.00188114
  row 0, column 1: expected -0.175515, got -0.18, difference 0.00448516
  row 0, column 2: expected 1.50604, got 1.51, difference 0.0039625
  row 0, column 3: expected 1.23517, got 1.24, difference 0.00483255
  row 1, column 0: expected -0.873782, got -0.87, difference 0.00378176
  row 1, column 1: expected 0.192081, got 0.19, difference 0.00208134
  row 1, column 2: expected 0.0744835, got 0.07, difference 0.00448351
  row 1, column 3: expected -0.0165519, got -0.02, difference 0.00344811
  row 2, column 0: expected -0.0715585, got -0.07, difference 0.0015585
  row 2, column 1: expected -0.196786, got -0.2, difference 0.00321412
  row 2, column 2: expected -0.0932683, got -0.09, difference 0.00326827
  row 2, column 3: expected 0.350138, got 0.35, difference 0.000138243
  12 of 12 cells differ (largest difference 0.00483255 at row 0, column 3)
  likely mistake (rounding): right to the digits written; --atol 5e-3 accepts it
status 1
