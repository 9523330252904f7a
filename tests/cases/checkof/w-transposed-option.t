how
  X, W and B small and uneven; the expected Y = X W + b one exact sum, rounded once.
  --transposed: W is d_out x d_in.
  The answer: tests/gen/checkof.py's numpy w-transposed, written with %.4f.
cmd
  $ATTN check --of project -w W.csv -b b.csv -x X.csv --transposed answer.csv -p 6
file W.csv
  1,0,2
  -1,1,1
  0.5,2,-1
file X.csv
  1,2,0.5
  0,-1,2
  3,1,-1
file answer.csv
  9.2500,23.0000,33.5000
  12.0000,23.0000,27.0000
  11.5000,19.0000,38.0000
file b.csv
  10,20,30
stdout
  row 0, column 0: expected 12, got 9.25, difference 2.75
  row 0, column 1: expected 21.5, got 23, difference 1.5
  row 0, column 2: expected 34, got 33.5, difference 0.5
  row 1, column 0: expected 14, got 12, difference 2
  row 1, column 1: expected 21, got 23, difference 2
  row 1, column 2: expected 26, got 27, difference 1
  row 2, column 0: expected 11, got 11.5, difference 0.5
  row 2, column 1: expected 17, got 19, difference 2
  row 2, column 2: expected 34.5, got 38, difference 3.5
  9 of 9 cells differ (largest difference 3.5 at row 2, column 2)
  likely mistake (w-transposed): x W with W as it is stored, though --transposed says it is d_out x d_in (x W^T)
status 1
