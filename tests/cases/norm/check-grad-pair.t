how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  --dout: dX; a slip of the norm, then one of its backward pass.
  The answer: rmsnorm.py's bent() with norm-heads-ignored + norm-grad-root-constant, written with %.4f.
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
  0.5731,0.0955,1.1462,-0.0478
  -1.0674,-0.3558,0.5337,-0.7116
  0.4348,-0.4348,-0.8697,0.2174
stdout
  row 0, column 0: expected 0.238119, got 0.5731, difference 0.334981
  row 0, column 1: expected -0.175515, got 0.0955, difference 0.271015
  row 0, column 2: expected 1.50604, got 1.1462, difference 0.359837
  row 0, column 3: expected 1.23517, got -0.0478, difference 1.28297
  row 1, column 0: expected -0.873782, got -1.0674, difference 0.193618
  row 1, column 1: expected 0.192081, got -0.3558, difference 0.547881
  row 1, column 2: expected 0.0744835, got 0.5337, difference 0.459216
  row 1, column 3: expected -0.0165519, got -0.7116, difference 0.695048
  row 2, column 0: expected -0.0715585, got 0.4348, difference 0.506359
  row 2, column 1: expected -0.196786, got -0.4348, difference 0.238014
  row 2, column 2: expected -0.0932683, got -0.8697, difference 0.776432
  row 2, column 3: expected 0.350138, got 0.2174, difference 0.132738
  12 of 12 cells differ (largest difference 1.28297 at row 0, column 3)
  likely mistakes (norm-heads-ignored + norm-grad-root-constant): one norm over each row's 4 columns, not one per head of 2; then dX = w g / rms, the root taken as a constant: the term through the mean of the squares left out
status 1
