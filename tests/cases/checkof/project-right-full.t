how
  X, W and B small and uneven; the expected Y = X W + b one exact sum, rounded once. The answer is it, in full.
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
  9.25,23,33.5
  12,23,27
  11.5,19,38
file b.csv
  10,20,30
stdout
  right to the digits written (9 cells)
