how
  Lesson 1 (05-02): the right weights are 0.5, 0.5 and 0.8044, 0.1956 (mpmath). An answer of bare 0s and 1s alone is read exactly: 1 is not 0.8044 rounded, and no mistake gives a 1 in row 0, whose two scores tie.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 3
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
file answer.csv
  1,0
  1,0
stdout
  row 0, column 0: expected 0.5, got 1, difference 0.5
  row 0, column 1: expected 0.5, got 0, difference 0.5
  row 1, column 0: expected 0.804, got 1, difference 0.196
  row 1, column 1: expected 0.196, got 0, difference 0.196
  4 of 4 cells differ (largest difference 0.5 at row 0, column 0)
  no common mistake reproduces this answer
status 1
