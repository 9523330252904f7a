how
  The exactly rounded weights (mpmath), written with %.2f: every cell reads as the right value, to the digits written. with one cell changed by hand: that cell alone differs.
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
  1.00,0.900,0.00
  0.78,0.22,0.00
  0.29,0.48,0.23
stdout
  row 0, column 1: expected 0, got 0.9, difference 0.9
  1 of 9 cells differ (largest difference 0.9 at row 0, column 1)
  no common mistake reproduces this answer
status 1
