how
  X, W and B small and uneven; the expected Y = X W + b one exact sum, rounded once.
  The answer: tests/gen/checkof.py's numpy project-bias-subtracted, written with %.4f.
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
  -10.7500,-17.0000,-26.5000
  -8.0000,-17.0000,-33.0000
  -8.5000,-21.0000,-22.0000
file b.csv
  10,20,30
stdout
  row 0, column 0: expected 9.25, got -10.75, difference 20
  row 0, column 1: expected 23, got -17, difference 40
  row 0, column 2: expected 33.5, got -26.5, difference 60
  row 1, column 0: expected 12, got -8, difference 20
  row 1, column 1: expected 23, got -17, difference 40
  row 1, column 2: expected 27, got -33, difference 60
  row 2, column 0: expected 11.5, got -8.5, difference 20
  row 2, column 1: expected 19, got -21, difference 40
  row 2, column 2: expected 38, got -22, difference 60
  9 of 9 cells differ (largest difference 60 at row 0, column 2)
  likely mistake (project-bias-subtracted): x W - b: the bias row B was subtracted, not added
status 1
