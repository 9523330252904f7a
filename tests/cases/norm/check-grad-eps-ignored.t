how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  --dout: dX, through the norm without eps (autograd).
  The answer: rmsnorm.py's bent() with norm-eps-ignored, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 --dout D.csv answer.csv -p 6
file D.csv
  1.0,-0.5,2.0,0.25
  -1.0,1.0,0.5,2.0
  0.5,1.5,-1.0,-0.75
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  0.2376,-0.1782,1.4375,1.4375
  -0.8878,0.2219,0.0453,0.0302
  -0.0949,-0.1897,-0.0720,0.3600
stdout
  row 0, column 0: expected 0.238119, got 0.2376, difference 0.000518857
  row 0, column 1: expected -0.175515, got -0.1782, difference 0.00268516
  row 0, column 2: expected 1.50604, got 1.4375, difference 0.0685375
  row 0, column 3: expected 1.23517, got 1.4375, difference 0.202333
  row 1, column 0: expected -0.873782, got -0.8878, difference 0.0140182
  row 1, column 1: expected 0.192081, got 0.2219, difference 0.0298187
  row 1, column 2: expected 0.0744835, got 0.0453, difference 0.0291835
  row 1, column 3: expected -0.0165519, got 0.0302, difference 0.0467519
  row 2, column 0: expected -0.0715585, got -0.0949, difference 0.0233415
  row 2, column 1: expected -0.196786, got -0.1897, difference 0.00708588
  row 2, column 2: expected -0.0932683, got -0.072, difference 0.0212683
  row 2, column 3: expected 0.350138, got 0.36, difference 0.00986176
  12 of 12 cells differ (largest difference 0.202333 at row 0, column 3)
  likely mistake (norm-eps-ignored): eps = 0.1 left out: sqrt(mean(x^2)), not sqrt(mean(x^2) + eps)
status 1
