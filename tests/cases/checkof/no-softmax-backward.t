how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  The answer: tests/gen/checkof.py's numpy no-softmax-backward, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt k answer.csv -p 6
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
  3.3750,-2.0000,0.2500,1.7500
  0.1875,4.0000,-0.8750,-2.1250
  2.0000,-0.3750,2.5000,-0.8750
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected 0.480098, got 3.375, difference 2.8949
  row 0, column 1: expected -0.983599, got -2, difference 1.0164
  row 0, column 2: expected -0.0404143, got 0.25, difference 0.290414
  row 0, column 3: expected 0.759324, got 1.75, difference 0.990676
  row 1, column 0: expected -0.828517, got 0.1875, difference 1.01602
  row 1, column 1: expected 1.08154, got 4, difference 2.91846
  row 1, column 2: expected -0.415527, got -0.875, difference 0.459473
  row 1, column 3: expected -0.616719, got -2.125, difference 1.50828
  row 2, column 0: expected 0.348418, got 2, difference 1.65158
  row 2, column 1: expected -0.097937, got -0.375, difference 0.277063
  row 2, column 2: expected 0.455942, got 2.5, difference 2.04406
  row 2, column 3: expected -0.142605, got -0.875, difference 0.732395
  12 of 12 cells differ (largest difference 2.91846 at row 1, column 1)
  likely mistake (no-softmax-backward): dS = dA: the softmax's backward was left out
status 1
