how
  The right weights written with %.2f, --atol 1e-3: the line names the --atol that accepts them.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --atol 0.001 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.35,0.21,0.44
  0.73,0.21,0.06
  0.29,0.48,0.23
stdout
  row 0, column 0: expected 0.345954, got 0.35, difference 0.00404581
  row 0, column 2: expected 0.444214, got 0.44, difference 0.00421398
  row 2, column 0: expected 0.291756, got 0.29, difference 0.00175596
  row 2, column 1: expected 0.481024, got 0.48, difference 0.00102426
  row 2, column 2: expected 0.22722, got 0.23, difference 0.00278023
  5 of 9 cells differ (largest difference 0.00421398 at row 0, column 2)
  likely mistake (rounding): right to the digits written; --atol 5e-3 accepts it
status 1
