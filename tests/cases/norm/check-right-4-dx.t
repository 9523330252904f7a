how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The right dX. The answer is it written with %.4f.
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
  0.2381,-0.1755,1.5060,1.2352
  -0.8738,0.1921,0.0745,-0.0166
  -0.0716,-0.1968,-0.0933,0.3501
stdout
  row 0, column 0: expected 0.238119, got 0.2381, difference 1.88575e-05
  row 0, column 1: expected -0.175515, got -0.1755, difference 1.48386e-05
  row 0, column 2: expected 1.50604, got 1.506, difference 3.74989e-05
  row 0, column 3: expected 1.23517, got 1.2352, difference 3.25548e-05
  row 1, column 0: expected -0.873782, got -0.8738, difference 1.82395e-05
  row 1, column 1: expected 0.192081, got 0.1921, difference 1.86647e-05
  row 1, column 2: expected 0.0744835, got 0.0745, difference 1.64903e-05
  row 1, column 3: expected -0.0165519, got -0.0166, difference 4.8109e-05
  row 2, column 0: expected -0.0715585, got -0.0716, difference 4.14993e-05
  row 2, column 1: expected -0.196786, got -0.1968, difference 1.4123e-05
  row 2, column 2: expected -0.0932683, got -0.0933, difference 3.17344e-05
  row 2, column 3: expected 0.350138, got 0.3501, difference 3.82431e-05
  12 of 12 cells differ (largest difference 4.8109e-05 at row 1, column 3)
  likely mistake (rounding): right to the digits written; --atol 5e-5 accepts it
status 1
