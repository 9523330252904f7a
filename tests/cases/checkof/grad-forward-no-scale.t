how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  The forward pass without the scale, and so c = 1 too.
  The answer: tests/gen/checkof.py's numpy no-scale, written with %.4f.
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
  -1.0201,-1.0201,1.0201,0.8245
  -0.4357,-0.4357,0.4357,0.8711
  0.7496,0.7496,-0.7496,-1.9373
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected -0.480089, got -1.0201, difference 0.540011
  row 0, column 1: expected -0.480089, got -1.0201, difference 0.540011
  row 0, column 2: expected 0.480089, got 1.0201, difference 0.540011
  row 0, column 3: expected 0.421679, got 0.8245, difference 0.402821
  row 1, column 0: expected -0.463822, got -0.4357, difference 0.0281221
  row 1, column 1: expected -0.463822, got -0.4357, difference 0.0281221
  row 1, column 2: expected 0.463822, got 0.4357, difference 0.0281221
  row 1, column 3: expected 0.9905, got 0.8711, difference 0.1194
  row 2, column 0: expected 0.42184, got 0.7496, difference 0.32776
  row 2, column 1: expected 0.42184, got 0.7496, difference 0.32776
  row 2, column 2: expected -0.42184, got -0.7496, difference 0.32776
  row 2, column 3: expected -1.02567, got -1.9373, difference 0.911633
  12 of 12 cells differ (largest difference 0.911633 at row 2, column 3)
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 2
status 1
