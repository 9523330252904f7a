how
  The exactly rounded weights (mpmath), written with %.2f: every cell reads as the right value, to the digits written. --atol 1e-3: the tolerance decides, rounding, status 1.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal --atol 0.001 answer.csv -p 6
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
  row 1, column 0: expected 0.7773, got 0.78, difference 0.00270014
  row 1, column 1: expected 0.2227, got 0.22, difference 0.00270014
  row 2, column 0: expected 0.291756, got 0.29, difference 0.00175596
  row 2, column 1: expected 0.481024, got 0.48, difference 0.00102426
  row 2, column 2: expected 0.22722, got 0.23, difference 0.00278023
  5 of 9 cells differ (largest difference 0.00278023 at row 2, column 2)
  likely mistake (rounding): right to the digits written; --atol 3e-3 accepts it
status 1
