how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  The answer: tests/gen/checkof.py's numpy grad-scale-twice, written with %.4f.
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
  0.2400,-0.4918,-0.0202,0.3797
  -0.4143,0.5408,-0.2078,-0.3084
  0.1742,-0.0490,0.2280,-0.0713
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected 0.480098, got 0.24, difference 0.240098
  row 0, column 1: expected -0.983599, got -0.4918, difference 0.491799
  row 0, column 2: expected -0.0404143, got -0.0202, difference 0.0202143
  row 0, column 3: expected 0.759324, got 0.3797, difference 0.379624
  row 1, column 0: expected -0.828517, got -0.4143, difference 0.414217
  row 1, column 1: expected 1.08154, got 0.5408, difference 0.540736
  row 1, column 2: expected -0.415527, got -0.2078, difference 0.207727
  row 1, column 3: expected -0.616719, got -0.3084, difference 0.308319
  row 2, column 0: expected 0.348418, got 0.1742, difference 0.174218
  row 2, column 1: expected -0.097937, got -0.049, difference 0.048937
  row 2, column 2: expected 0.455942, got 0.228, difference 0.227942
  row 2, column 3: expected -0.142605, got -0.0713, difference 0.0713048
  12 of 12 cells differ (largest difference 0.540736 at row 1, column 1)
  likely mistake (grad-scale-twice): dK was multiplied by the scale twice, c^2 with c = 0.5
status 1
