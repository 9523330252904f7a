how
  X, W and B small and uneven; the expected Y = X W + b one exact sum, rounded once.
  The answer: tests/gen/checkof.py's numpy project-bias-first, written with %.4f.
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
  4.2500,83.0000,13.5000
  7.0000,83.0000,7.0000
  6.5000,79.0000,18.0000
file b.csv
  10,20,30
stdout
  row 0, column 0: expected 9.25, got 4.25, difference 5
  row 0, column 1: expected 23, got 83, difference 60
  row 0, column 2: expected 33.5, got 13.5, difference 20
  row 1, column 0: expected 12, got 7, difference 5
  row 1, column 1: expected 23, got 83, difference 60
  row 1, column 2: expected 27, got 7, difference 20
  row 2, column 0: expected 11.5, got 6.5, difference 5
  row 2, column 1: expected 19, got 79, difference 60
  row 2, column 2: expected 38, got 18, difference 20
  9 of 9 cells differ (largest difference 60 at row 0, column 1)
  likely mistake (project-bias-first): (x + b) W: the bias row B was added to x before the product, not after it
status 1
