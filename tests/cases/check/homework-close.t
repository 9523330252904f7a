how
  Lesson 1: S = [[1,1],[1,-1]] / sqrt(2); 1/sqrt(2) = 0.70710678..., so a hand
  answer of 0.7071 is off by 6.78e-06 (3 digits), inside --atol 1e-3.
cmd
  $ATTN scores -q Q.csv -k K.csv | $ATTN check my-answer.csv --atol 1e-3 -p 3
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
file my-answer.csv
  # lesson 1 scores worked by hand: 1/sqrt(2) = 0.7071
  0.7071,0.7071
  0.7071,-0.7071
stdout
  all 4 cells close (largest difference 6.78e-06)
