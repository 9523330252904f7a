how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  --dout: dX.
  The answer: rmsnorm.py's bent() with norm-grad-term-sign, written with %.4f.
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
  0.6070,0.3164,4.2147,-1.4735
  -1.1374,-0.8625,1.0676,-1.5062
  1.0018,-0.7335,-1.5458,0.0596
stdout
  row 0, column 0: expected 0.238119, got 0.607, difference 0.368881
  row 0, column 1: expected -0.175515, got 0.3164, difference 0.491915
  row 0, column 2: expected 1.50604, got 4.2147, difference 2.70866
  row 0, column 3: expected 1.23517, got -1.4735, difference 2.70867
  row 1, column 0: expected -0.873782, got -1.1374, difference 0.263618
  row 1, column 1: expected 0.192081, got -0.8625, difference 1.05458
  row 1, column 2: expected 0.0744835, got 1.0676, difference 0.993116
  row 1, column 3: expected -0.0165519, got -1.5062, difference 1.48965
  row 2, column 0: expected -0.0715585, got 1.0018, difference 1.07336
  row 2, column 1: expected -0.196786, got -0.7335, difference 0.536714
  row 2, column 2: expected -0.0932683, got -1.5458, difference 1.45253
  row 2, column 3: expected 0.350138, got 0.0596, difference 0.290538
  12 of 12 cells differ (largest difference 2.70867 at row 0, column 3)
  likely mistake (norm-grad-term-sign): the term through the mean of the squares added, not subtracted: + x sum(g w x) / ..., not - x sum(g w x) / ...
status 1
