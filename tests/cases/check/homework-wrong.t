how
  Lesson 1: S = [[1,1],[1,-1]] / sqrt(2); 1/sqrt(2) = 0.70710678..., so a hand
  answer of 0.7071 is off by 6.78e-06 (3 digits), inside --atol 1e-3.
  Forgetting the scale: 1 - 0.70710678118654752 = 0.292893 (6 digits).
cmd
  $ATTN scores -q Q.csv -k K.csv | $ATTN check my-answer.csv --atol 1e-3 -p 6
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
file my-answer.csv
  # forgot the sqrt(d_k) scale
  1,1
  1,-1
stdout
  row 0, column 0: expected 1, got 0.707107, difference 0.292893
  row 0, column 1: expected 1, got 0.707107, difference 0.292893
  row 1, column 0: expected 1, got 0.707107, difference 0.292893
  row 1, column 1: expected -1, got -0.707107, difference 0.292893
  4 of 4 cells differ (largest difference 0.292893 at row 0, column 0)
status 1
