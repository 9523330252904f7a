how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  --dout: dX, through x w normalised (autograd).
  The answer: rmsnorm.py's bent() with norm-weight-first, written with %.4f.
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
  -0.0053,0.0072,0.3407,0.1415
  -0.4080,-0.0038,-0.7582,-0.5866
  -0.1479,-0.3176,-0.0378,0.1517
stdout
  row 0, column 0: expected 0.238119, got -0.0053, difference 0.243419
  row 0, column 1: expected -0.175515, got 0.0072, difference 0.182715
  row 0, column 2: expected 1.50604, got 0.3407, difference 1.16534
  row 0, column 3: expected 1.23517, got 0.1415, difference 1.09367
  row 1, column 0: expected -0.873782, got -0.408, difference 0.465782
  row 1, column 1: expected 0.192081, got -0.0038, difference 0.195881
  row 1, column 2: expected 0.0744835, got -0.7582, difference 0.832684
  row 1, column 3: expected -0.0165519, got -0.5866, difference 0.570048
  row 2, column 0: expected -0.0715585, got -0.1479, difference 0.0763415
  row 2, column 1: expected -0.196786, got -0.3176, difference 0.120814
  row 2, column 2: expected -0.0932683, got -0.0378, difference 0.0554683
  row 2, column 3: expected 0.350138, got 0.1517, difference 0.198438
  12 of 12 cells differ (largest difference 1.16534 at row 0, column 2)
  likely mistake (norm-weight-first): the weights applied before the norm, to x: x w / sqrt(mean((x w)^2) + eps), not after it
status 1
