how
  Lesson 1 (05-02): the right weights are 0.5, 0.5 and 0.8044, 0.1956 (mpmath). scale-by-d then 10^s gives 0.909 and 0.0909 in row 1, which do not read as 0.90 and 0.10 (half a unit is 0.005): no pair.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 3
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
file answer.csv
  0.50,0.50
  0.90,0.10
stdout
  row 1, column 0: expected 0.804, got 0.9, difference 0.0956
  row 1, column 1: expected 0.196, got 0.1, difference 0.0956
  2 of 4 cells differ (largest difference 0.0956 at row 1, column 0)
  no common mistake reproduces this answer
status 1
