how
  The answer is the right weights written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  1.0000,0.0000,0.0000
  0.7773,0.2227,0.0000
  0.2918,0.4810,0.2272
stdout
  row 2, column 0: expected 0.291756, got 0.2918, difference 4.40363e-05
  row 2, column 1: expected 0.481024, got 0.481, difference 2.42633e-05
  row 2, column 2: expected 0.22722, got 0.2272, difference 1.9773e-05
  3 of 9 cells differ (largest difference 4.40363e-05 at row 2, column 0)
  likely mistake (rounding): right to the digits written; --atol 5e-5 accepts it
status 1
