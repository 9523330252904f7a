how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --dout dY: the backward pass of x W + b.
  The answer: tests/gen/checkof.py's numpy db-mean, written with %.4f.
cmd
  $ATTN check --of project -w W.csv -b b.csv -x X.csv --dout dY.csv --wrt b answer.csv -p 6
file W.csv
  1,0,2
  -1,1,1
  0.5,2,-1
file X.csv
  1,2,0.5
  0,-1,2
  3,1,-1
file answer.csv
  -0.1667,0.2500,0.6667
file b.csv
  10,20,30
file dY.csv
  1,-0.5,2
  0.5,1,-1
  -2,0.25,1
stdout
  row 0, column 0: expected -0.5, got -0.1667, difference 0.3333
  row 0, column 1: expected 0.75, got 0.25, difference 0.5
  row 0, column 2: expected 2, got 0.6667, difference 1.3333
  3 of 3 cells differ (largest difference 1.3333 at row 0, column 2)
  likely mistake (db-mean): db = the mean of dY's 3 rows, not their sum
status 1
