how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --wrt k: dS to 2 decimals.
  The answer: tests/gen/checkof.py's numpy ds-rounded, written with %.4f.
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
  0.5000,-1.0000,0.0000,0.7500
  -0.8000,1.0500,-0.4000,-0.6000
  0.2750,-0.1000,0.4500,-0.1500
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected 0.480098, got 0.5, difference 0.0199017
  row 0, column 1: expected -0.983599, got -1, difference 0.0164008
  row 0, column 2: expected -0.0404143, got 0, difference 0.0404143
  row 0, column 3: expected 0.759324, got 0.75, difference 0.00932419
  row 1, column 0: expected -0.828517, got -0.8, difference 0.0285165
  row 1, column 1: expected 1.08154, got 1.05, difference 0.0315362
  row 1, column 2: expected -0.415527, got -0.4, difference 0.0155272
  row 1, column 3: expected -0.616719, got -0.6, difference 0.0167194
  row 2, column 0: expected 0.348418, got 0.275, difference 0.0734183
  row 2, column 1: expected -0.097937, got -0.1, difference 0.00206297
  row 2, column 2: expected 0.455942, got 0.45, difference 0.00594152
  row 2, column 3: expected -0.142605, got -0.15, difference 0.00739517
  12 of 12 cells differ (largest difference 0.0734183 at row 2, column 0)
  likely mistake (ds-rounded): dS was written down rounded to 1 decimal before dK
status 1
