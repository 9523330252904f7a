how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  --dout: dX.
  The answer: rmsnorm.py's bent() with norm-grad-mean-factor, written with %.4f.
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
  0.0537,-0.4215,0.1517,2.5895
  -0.7420,0.7194,-0.4221,0.7283
  -0.6082,0.0716,0.6330,0.4954
stdout
  row 0, column 0: expected 0.238119, got 0.0537, difference 0.184419
  row 0, column 1: expected -0.175515, got -0.4215, difference 0.245985
  row 0, column 2: expected 1.50604, got 0.1517, difference 1.35434
  row 0, column 3: expected 1.23517, got 2.5895, difference 1.35433
  row 1, column 0: expected -0.873782, got -0.742, difference 0.131782
  row 1, column 1: expected 0.192081, got 0.7194, difference 0.527319
  row 1, column 2: expected 0.0744835, got -0.4221, difference 0.496584
  row 1, column 3: expected -0.0165519, got 0.7283, difference 0.744852
  row 2, column 0: expected -0.0715585, got -0.6082, difference 0.536641
  row 2, column 1: expected -0.196786, got 0.0716, difference 0.268386
  row 2, column 2: expected -0.0932683, got 0.633, difference 0.726268
  row 2, column 3: expected 0.350138, got 0.4954, difference 0.145262
  12 of 12 cells differ (largest difference 1.35434 at row 0, column 2)
  likely mistake (norm-grad-mean-factor): the term through the mean without the mean's 1/2: - x sum(g w x) / rms^3, not / (2 rms^3)
status 1
