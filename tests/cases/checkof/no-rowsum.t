how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  The answer: tests/gen/checkof.py's numpy no-rowsum, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt scores answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file V.csv
  1,0,2
  0,3,-1
  2,1,0
file answer.csv
  0.0000,0.4197,1.1105
  -0.3653,1.2037,0.0000
  1.0211,-1.0823,0.1704
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected -0.529379, got 0, difference 0.529379
  row 0, column 1: expected 0.0985793, got 0.4197, difference 0.321121
  row 0, column 2: expected 0.430799, got 1.1105, difference 0.679701
  row 1, column 0: expected -0.977929, got -0.3653, difference 0.612629
  row 1, column 1: expected 1.02821, got 1.2037, difference 0.175487
  row 1, column 2: expected -0.0502844, got 0, difference 0.0502844
  row 2, column 0: expected 0.98927, got 1.0211, difference 0.0318302
  row 2, column 1: expected -1.13486, got -1.0823, difference 0.0525594
  row 2, column 2: expected 0.14559, got 0.1704, difference 0.0248103
  9 of 9 cells differ (largest difference 0.679701 at row 0, column 2)
  likely mistake (no-rowsum): dS = A * dA: the softmax's backward without its - rowsum(A * dA)
status 1
