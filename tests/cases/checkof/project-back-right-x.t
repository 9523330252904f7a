how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --dout dY: the backward pass of x W + b. The answer is dX exactly rounded (mpmath), in full.
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
  5,0.5,-2.5
  -1.5,-0.5,3.25
  0,3.25,-1.5
file b.csv
  10,20,30
file dY.csv
  1,-0.5,2
  0.5,1,-1
  -2,0.25,1
stdout
  right to the digits written (9 cells)
