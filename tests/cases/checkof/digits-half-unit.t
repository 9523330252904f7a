how
  Lesson 1 (05-02): the right weights are 0.5, 0.5 and 0.8044, 0.1956 (mpmath). Every cell is wrong by more than half a unit of its last digit (0.05): not rounding, and no mistake gives it.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 3
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
file answer.csv
  0.4,0.6
  0.9,0.1
stdout
  row 0, column 0: expected 0.5, got 0.4, difference 0.1
  row 0, column 1: expected 0.5, got 0.6, difference 0.1
  row 1, column 0: expected 0.804, got 0.9, difference 0.0956
  row 1, column 1: expected 0.196, got 0.1, difference 0.0956
  4 of 4 cells differ (largest difference 0.1 at row 0, column 0)
  no common mistake reproduces this answer
status 1
