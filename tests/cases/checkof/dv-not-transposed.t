how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  The answer: tests/gen/checkof.py's numpy dv-not-transposed, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt v answer.csv -p 6
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
  0.3582,0.4816,0.5458
  0.5513,0.7690,-0.2230
  -0.0757,1.0511,0.3152
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected -0.238847, got 0.3582, difference 0.597047
  row 0, column 1: expected 1.5614, got 0.4816, difference 1.0798
  row 0, column 2: expected 0.447327, got 0.5458, difference 0.0984734
  row 1, column 0: expected 0.241001, got 0.5513, difference 0.310299
  row 1, column 1: expected 0.403346, got 0.769, difference 0.365654
  row 1, column 2: expected 0.668956, got -0.223, difference 0.891956
  row 2, column 0: expected 0.497846, got -0.0757, difference 0.573546
  row 2, column 1: expected 0.285258, got 1.0511, difference 0.765842
  row 2, column 2: expected 0.133717, got 0.3152, difference 0.181483
  9 of 9 cells differ (largest difference 1.0798 at row 0, column 1)
  likely mistake (dv-not-transposed): dV = A dO, not A^T dO: the weights were not transposed
status 1
