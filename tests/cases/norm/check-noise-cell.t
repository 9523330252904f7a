how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The right y, with one cell changed by hand.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.2677,-0.3134,1.4302,0.4767
  0.5028,-0.6704,-1.1421,-0.5710
  -1.8605,-0.3101,2.0488,-0.1366
stdout
  row 0, column 1: expected -0.563436, got -0.3134, difference 0.250036
  1 of 12 cells differ (largest difference 0.250036 at row 0, column 1)
  no common mistake reproduces this answer
status 1
