how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  The answer: tests/gen/checkof.py's numpy no-rowsum, written with %.4f.
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
  -0.5553,0.2098,1.3204,0.4875
  -0.1827,0.2365,0.6019,0.7845
  0.4254,0.4800,-0.3707,-1.0091
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected -0.480089, got -0.5553, difference 0.075211
  row 0, column 1: expected -0.480089, got 0.2098, difference 0.689889
  row 0, column 2: expected 0.480089, got 1.3204, difference 0.840311
  row 0, column 3: expected 0.421679, got 0.4875, difference 0.0658212
  row 1, column 0: expected -0.463822, got -0.1827, difference 0.281122
  row 1, column 1: expected -0.463822, got 0.2365, difference 0.700322
  row 1, column 2: expected 0.463822, got 0.6019, difference 0.138078
  row 1, column 3: expected 0.9905, got 0.7845, difference 0.206
  row 2, column 0: expected 0.42184, got 0.4254, difference 0.00355996
  row 2, column 1: expected 0.42184, got 0.48, difference 0.05816
  row 2, column 2: expected -0.42184, got -0.3707, difference 0.05114
  row 2, column 3: expected -1.02567, got -1.0091, difference 0.0165672
  12 of 12 cells differ (largest difference 0.840311 at row 0, column 2)
  likely mistake (no-rowsum): dS = A * dA: the softmax's backward without its - rowsum(A * dA)
status 1
