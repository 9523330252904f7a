how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  The answer: tests/gen/checkof.py's numpy rowsum-sign, written with %.4f.
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
  0.5294,0.7407,1.7903
  0.2472,1.3792,0.0503
  1.0530,-1.0297,0.1952
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected -0.529379, got 0.5294, difference 1.05878
  row 0, column 1: expected 0.0985793, got 0.7407, difference 0.642121
  row 0, column 2: expected 0.430799, got 1.7903, difference 1.3595
  row 1, column 0: expected -0.977929, got 0.2472, difference 1.22513
  row 1, column 1: expected 1.02821, got 1.3792, difference 0.350987
  row 1, column 2: expected -0.0502844, got 0.0503, difference 0.100584
  row 2, column 0: expected 0.98927, got 1.053, difference 0.0637302
  row 2, column 1: expected -1.13486, got -1.0297, difference 0.105159
  row 2, column 2: expected 0.14559, got 0.1952, difference 0.0496103
  9 of 9 cells differ (largest difference 1.3595 at row 0, column 2)
  likely mistake (rowsum-sign): dS = A * (dA + rowsum(A * dA)): the row sum added, not subtracted
status 1
