how
  X, W and B small and uneven; the expected Y = X W + b one exact sum, rounded once.
  The answer: tests/gen/checkof.py's numpy transposed, written with %.4f.
cmd
  $ATTN check --of project -w W.csv -b b.csv -x X.csv answer.csv -p 6
file W.csv
  1,0,2
  -1,1,1
  0.5,2,-1
file X.csv
  1,2,0.5
  0,-1,2
  3,1,-1
file answer.csv
  9.2500,12.0000,11.5000
  23.0000,23.0000,19.0000
  33.5000,27.0000,38.0000
file b.csv
  10,20,30
stdout
  row 0, column 1: expected 23, got 12, difference 11
  row 0, column 2: expected 33.5, got 11.5, difference 22
  row 1, column 0: expected 12, got 23, difference 11
  row 1, column 2: expected 27, got 19, difference 8
  row 2, column 0: expected 11.5, got 33.5, difference 22
  row 2, column 1: expected 19, got 27, difference 8
  6 of 9 cells differ (largest difference 22 at row 0, column 2)
  likely mistake (transposed): the right matrix transposed, its rows written as columns
status 1
