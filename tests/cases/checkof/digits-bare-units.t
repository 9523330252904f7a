how
  Lesson 1's scores are 0.7071 and -0.7071 (mpmath).  No cell has a point, so each is read at its units: 0.7071 reads as 1, and the answer is right to the digits written.
cmd
  $ATTN check --of scores -q Q.csv -k K.csv answer.csv -p 3
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
file answer.csv
  1,1
  1,-1
stdout
  row 0, column 0: expected 0.707, got 1, difference 0.293
  row 0, column 1: expected 0.707, got 1, difference 0.293
  row 1, column 0: expected 0.707, got 1, difference 0.293
  row 1, column 1: expected -0.707, got -1, difference 0.293
  4 of 4 cells differ (largest difference 0.293 at row 0, column 0)
  likely mistake (rounding): right to the digits written; --atol 3e-1 accepts it
status 1
