how
  X, W and B small and uneven; the expected Y = X W + b one exact sum, rounded once.
  The answer: tests/gen/checkof.py's numpy project-bias-twice, written with %.4f.
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
  19.2500,43.0000,63.5000
  22.0000,43.0000,57.0000
  21.5000,39.0000,68.0000
file b.csv
  10,20,30
stdout
  row 0, column 0: expected 9.25, got 19.25, difference 10
  row 0, column 1: expected 23, got 43, difference 20
  row 0, column 2: expected 33.5, got 63.5, difference 30
  row 1, column 0: expected 12, got 22, difference 10
  row 1, column 1: expected 23, got 43, difference 20
  row 1, column 2: expected 27, got 57, difference 30
  row 2, column 0: expected 11.5, got 21.5, difference 10
  row 2, column 1: expected 19, got 39, difference 20
  row 2, column 2: expected 38, got 68, difference 30
  9 of 9 cells differ (largest difference 30 at row 0, column 2)
  likely mistake (project-bias-twice): x W + 2b: the bias row B was added twice
status 1
