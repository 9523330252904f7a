how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --dout dY: the backward pass of x W + b.
  The answer: tests/gen/checkof.py's numpy dx-not-transposed, written with %.4f.
cmd
  $ATTN check --of project -w W.csv -b b.csv -x X.csv --dout dY.csv --wrt x answer.csv -p 6
file W.csv
  1,0,2
  -1,1,1
  0.5,2,-1
file X.csv
  1,2,0.5
  0,-1,2
  3,1,-1
file answer.csv
  2.5000,3.5000,-0.5000
  -1.0000,-1.0000,3.0000
  -1.7500,2.2500,-4.7500
file b.csv
  10,20,30
file dY.csv
  1,-0.5,2
  0.5,1,-1
  -2,0.25,1
stdout
  row 0, column 0: expected 5, got 2.5, difference 2.5
  row 0, column 1: expected 0.5, got 3.5, difference 3
  row 0, column 2: expected -2.5, got -0.5, difference 2
  row 1, column 0: expected -1.5, got -1, difference 0.5
  row 1, column 1: expected -0.5, got -1, difference 0.5
  row 1, column 2: expected 3.25, got 3, difference 0.25
  row 2, column 0: expected 0, got -1.75, difference 1.75
  row 2, column 1: expected 3.25, got 2.25, difference 1
  row 2, column 2: expected -1.5, got -4.75, difference 3.25
  9 of 9 cells differ (largest difference 3.25 at row 2, column 2)
  likely mistake (dx-not-transposed): dX = dY W, not dY W^T: W was not transposed
status 1
