how
  The exactly rounded weights (mpmath), written with %.2f: every cell reads as the right value, to the digits written. --decimals 3: each cell needs 3 decimals: status 1.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal --decimals 3 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  1.00,0.00,0.00
  0.78,0.22,0.00
  0.29,0.48,0.23
stdout
  row 0, column 0: expected 1, got 1, difference 0
  row 0, column 1: expected 0, got 0, difference 0
  row 0, column 2: expected 0, got 0, difference 0
  row 1, column 0: expected 0.7773, got 0.78, difference 0.00270014
  row 1, column 1: expected 0.2227, got 0.22, difference 0.00270014
  row 1, column 2: expected 0, got 0, difference 0
  row 2, column 0: expected 0.291756, got 0.29, difference 0.00175596
  row 2, column 1: expected 0.481024, got 0.48, difference 0.00102426
  row 2, column 2: expected 0.22722, got 0.23, difference 0.00278023
  9 of 9 cells differ (largest difference 0.00278023 at row 2, column 2)
  likely mistake (rounding): right to the digits written, but a cell has fewer than 3 decimals
status 1
