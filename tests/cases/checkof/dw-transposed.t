how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --dout dY: the backward pass of x W + b.
  The answer: tests/gen/checkof.py's numpy dw-transposed, written with %.4f.
cmd
  $ATTN check --of project -w W.csv -b b.csv -x X.csv --dout dY.csv --wrt w answer.csv -p 6
file W.csv
  1,0,2
  -1,1,1
  0.5,2,-1
file X.csv
  1,2,0.5
  0,-1,2
  3,1,-1
file answer.csv
  -5.0000,-0.5000,3.5000
  0.2500,-1.7500,1.5000
  5.0000,6.0000,-2.0000
file b.csv
  10,20,30
file dY.csv
  1,-0.5,2
  0.5,1,-1
  -2,0.25,1
stdout
  row 0, column 1: expected 0.25, got -0.5, difference 0.75
  row 0, column 2: expected 5, got 3.5, difference 1.5
  row 1, column 0: expected -0.5, got 0.25, difference 0.75
  row 1, column 2: expected 6, got 1.5, difference 4.5
  row 2, column 0: expected 3.5, got 5, difference 1.5
  row 2, column 1: expected 1.5, got 6, difference 4.5
  6 of 9 cells differ (largest difference 4.5 at row 1, column 2)
  likely mistake (dw-transposed): dW = dY^T X, d_out x d_in, not X^T dY in W's layout
  likely mistake (transposed): the right matrix transposed, its rows written as columns
status 1
