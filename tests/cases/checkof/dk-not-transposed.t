how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  The answer: tests/gen/checkof.py's numpy dk-not-transposed, written with %.4f.
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
  0.1908,-0.1661,-0.5787,0.4801
  -0.2822,0.5392,-1.4920,0.4638
  0.3565,-0.6402,1.5567,-0.4218
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected 0.480098, got 0.1908, difference 0.289298
  row 0, column 1: expected -0.983599, got -0.1661, difference 0.817499
  row 0, column 2: expected -0.0404143, got -0.5787, difference 0.538286
  row 0, column 3: expected 0.759324, got 0.4801, difference 0.279224
  row 1, column 0: expected -0.828517, got -0.2822, difference 0.546317
  row 1, column 1: expected 1.08154, got 0.5392, difference 0.542336
  row 1, column 2: expected -0.415527, got -1.492, difference 1.07647
  row 1, column 3: expected -0.616719, got 0.4638, difference 1.08052
  row 2, column 0: expected 0.348418, got 0.3565, difference 0.00808174
  row 2, column 1: expected -0.097937, got -0.6402, difference 0.542263
  row 2, column 2: expected 0.455942, got 1.5567, difference 1.10076
  row 2, column 3: expected -0.142605, got -0.4218, difference 0.279195
  12 of 12 cells differ (largest difference 1.10076 at row 2, column 2)
  likely mistake (dk-not-transposed): dK = dS Q, not dS^T Q: dS was not transposed
status 1
