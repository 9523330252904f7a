how
  X, W and B small and uneven; the expected Y = X W + b one exact sum, rounded once.
  The answer: tests/gen/checkof.py's numpy w-transposed, written with %.4f.
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
  12.0000,21.5000,34.0000
  14.0000,21.0000,26.0000
  11.0000,17.0000,34.5000
file b.csv
  10,20,30
stdout
  row 0, column 0: expected 9.25, got 12, difference 2.75
  row 0, column 1: expected 23, got 21.5, difference 1.5
  row 0, column 2: expected 33.5, got 34, difference 0.5
  row 1, column 0: expected 12, got 14, difference 2
  row 1, column 1: expected 23, got 21, difference 2
  row 1, column 2: expected 27, got 26, difference 1
  row 2, column 0: expected 11.5, got 11, difference 0.5
  row 2, column 1: expected 19, got 17, difference 2
  row 2, column 2: expected 38, got 34.5, difference 3.5
  9 of 9 cells differ (largest difference 3.5 at row 2, column 2)
  likely mistake (w-transposed): x W^T, not x W: W's rows were taken for its columns
status 1
