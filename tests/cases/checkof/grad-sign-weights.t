how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  The answer: tests/gen/checkof.py's numpy grad-sign, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt weights answer.csv -p 6
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
  -0.0000,-2.0000,-2.5000
  0.5000,-5.7500,-0.0000
  -3.5000,2.2500,-0.7500
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 1: expected 2, got -2, difference 4
  row 0, column 2: expected 2.5, got -2.5, difference 5
  row 1, column 0: expected -0.5, got 0.5, difference 1
  row 1, column 1: expected 5.75, got -5.75, difference 11.5
  row 2, column 0: expected 3.5, got -3.5, difference 7
  row 2, column 1: expected -2.25, got 2.25, difference 4.5
  row 2, column 2: expected 0.75, got -0.75, difference 1.5
  7 of 9 cells differ (largest difference 11.5 at row 1, column 1)
  likely mistake (grad-sign): dA with its sign flipped
status 1
