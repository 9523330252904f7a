how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  --dout: dX.
  The answer: rmsnorm.py's bent() with norm-grad-root-constant, written with %.4f.
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
  0.4226,0.0704,2.8604,-0.1192
  -1.0056,-0.3352,0.5710,-0.7614
  0.4651,-0.4651,-0.8195,0.2049
stdout
  row 0, column 0: expected 0.238119, got 0.4226, difference 0.184481
  row 0, column 1: expected -0.175515, got 0.0704, difference 0.245915
  row 0, column 2: expected 1.50604, got 2.8604, difference 1.35436
  row 0, column 3: expected 1.23517, got -0.1192, difference 1.35437
  row 1, column 0: expected -0.873782, got -1.0056, difference 0.131818
  row 1, column 1: expected 0.192081, got -0.3352, difference 0.527281
  row 1, column 2: expected 0.0744835, got 0.571, difference 0.496516
  row 1, column 3: expected -0.0165519, got -0.7614, difference 0.744848
  row 2, column 0: expected -0.0715585, got 0.4651, difference 0.536659
  row 2, column 1: expected -0.196786, got -0.4651, difference 0.268314
  row 2, column 2: expected -0.0932683, got -0.8195, difference 0.726232
  row 2, column 3: expected 0.350138, got 0.2049, difference 0.145238
  12 of 12 cells differ (largest difference 1.35437 at row 0, column 3)
  likely mistake (norm-grad-root-constant): dX = w g / rms, the root taken as a constant: the term through the mean of the squares left out
status 1
