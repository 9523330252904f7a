how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --wrt q: dA to 1 decimal.
  The answer: tests/gen/checkof.py's numpy da-rounded, written with %.4f.
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
  -0.3799,-0.3799,0.3799,0.3757
  -0.4212,-0.4212,0.4212,0.9366
  0.4560,0.4560,-0.4560,-1.0732
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected -0.480089, got -0.3799, difference 0.100189
  row 0, column 1: expected -0.480089, got -0.3799, difference 0.100189
  row 0, column 2: expected 0.480089, got 0.3799, difference 0.100189
  row 0, column 3: expected 0.421679, got 0.3757, difference 0.0459788
  row 1, column 0: expected -0.463822, got -0.4212, difference 0.0426221
  row 1, column 1: expected -0.463822, got -0.4212, difference 0.0426221
  row 1, column 2: expected 0.463822, got 0.4212, difference 0.0426221
  row 1, column 3: expected 0.9905, got 0.9366, difference 0.0538997
  row 2, column 0: expected 0.42184, got 0.456, difference 0.03416
  row 2, column 1: expected 0.42184, got 0.456, difference 0.03416
  row 2, column 2: expected -0.42184, got -0.456, difference 0.03416
  row 2, column 3: expected -1.02567, got -1.0732, difference 0.0475328
  12 of 12 cells differ (largest difference 0.100189 at row 0, column 1)
  likely mistake (da-rounded): dA = dO V^T was written down rounded to whole numbers (halves to even, as numpy rounds) before dS
status 1
