how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The right dX. The answer is it written with %.3f.
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
  0.238,-0.176,1.506,1.235
  -0.874,0.192,0.074,-0.017
  -0.072,-0.197,-0.093,0.350
stdout
  row 0, column 0: expected 0.238119, got 0.238, difference 0.000118857
  row 0, column 1: expected -0.175515, got -0.176, difference 0.000485161
  row 0, column 2: expected 1.50604, got 1.506, difference 3.74989e-05
  row 0, column 3: expected 1.23517, got 1.235, difference 0.000167445
  row 1, column 0: expected -0.873782, got -0.874, difference 0.000218239
  row 1, column 1: expected 0.192081, got 0.192, difference 8.13353e-05
  row 1, column 2: expected 0.0744835, got 0.074, difference 0.00048351
  row 1, column 3: expected -0.0165519, got -0.017, difference 0.000448109
  row 2, column 0: expected -0.0715585, got -0.072, difference 0.000441499
  row 2, column 1: expected -0.196786, got -0.197, difference 0.000214123
  row 2, column 2: expected -0.0932683, got -0.093, difference 0.000268266
  row 2, column 3: expected 0.350138, got 0.35, difference 0.000138243
  12 of 12 cells differ (largest difference 0.000485161 at row 0, column 1)
  likely mistake (rounding): right to the digits written; --atol 5e-4 accepts it
status 1
