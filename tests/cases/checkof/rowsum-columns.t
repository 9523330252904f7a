how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  The answer: tests/gen/checkof.py's numpy rowsum-columns, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt q answer.csv -p 6
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
  -0.3842,-0.0738,0.6946,0.4019
  -0.3838,-0.2993,0.4684,0.9483
  0.4752,0.1585,-0.7919,-1.1164
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected -0.480089, got -0.3842, difference 0.095889
  row 0, column 1: expected -0.480089, got -0.0738, difference 0.406289
  row 0, column 2: expected 0.480089, got 0.6946, difference 0.214511
  row 0, column 3: expected 0.421679, got 0.4019, difference 0.0197788
  row 1, column 0: expected -0.463822, got -0.3838, difference 0.0800221
  row 1, column 1: expected -0.463822, got -0.2993, difference 0.164522
  row 1, column 2: expected 0.463822, got 0.4684, difference 0.00457788
  row 1, column 3: expected 0.9905, got 0.9483, difference 0.0421997
  row 2, column 0: expected 0.42184, got 0.4752, difference 0.05336
  row 2, column 1: expected 0.42184, got 0.1585, difference 0.26334
  row 2, column 2: expected -0.42184, got -0.7919, difference 0.37006
  row 2, column 3: expected -1.02567, got -1.1164, difference 0.0907328
  12 of 12 cells differ (largest difference 0.406289 at row 0, column 1)
  likely mistake (rowsum-columns): dS = A * (dA - the column sums of A * dA): each column's sum, not each row's
status 1
